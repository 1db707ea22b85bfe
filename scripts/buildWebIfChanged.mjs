// `npm start`: builds the web app only when what goes into it changed since the last build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/** Everything `vite build` reads: the app, the code it imports, its build setup and dependencies. */
const INPUTS = [
  "src/web",
  "src/shared",
  "src/game",
  "vite.config.ts",
  "scripts/vitePrecompress.ts",
  "tsconfig.json",
  "package-lock.json",
];
const STAMP = path.join(root, "dist/web/.source-hash");

function* filesIn(entry) {
  const full = path.join(root, entry);
  if (statSync(full).isDirectory())
    for (const name of readdirSync(full).sort()) yield* filesIn(path.join(entry, name));
  else yield entry;
}

function sourceHash() {
  const hash = createHash("sha256");
  for (const input of INPUTS)
    for (const file of filesIn(input))
      hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest("hex");
}

const current = sourceHash();
const built = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : null;
if (built === current && existsSync(path.join(root, "dist/web/index.html"))) {
  console.log("Web app unchanged since its last build: not rebuilding.");
} else {
  console.log("Building the web app (it changed since its last build)…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Written after a successful build only, so a failed or interrupted one is tried again.
  writeFileSync(STAMP, `${current}\n`);
}
