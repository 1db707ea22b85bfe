import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { WEB_ROOT } from "./testServer.js";

/** Browser tests run against the built app; npm test builds it first, this covers direct runs. */
export function ensureWebBuild(): string {
  if (!existsSync(path.join(WEB_ROOT, "index.html"))) {
    execFileSync("npx", ["vite", "build"], {
      cwd: path.resolve(WEB_ROOT, "../.."),
      stdio: "inherit",
    });
  }
  return WEB_ROOT;
}
