// `npm test`: unit, integration and the benchmark's quick tests, then the browser tests against a fresh build.
import { spawnSync } from "node:child_process";

function run(title, command, args) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

run("unit, integration and benchmark tests", "npx", [
  "vitest",
  "run",
  "--project",
  "unit",
  "--project",
  "integration",
  "--project",
  "bench",
]);
run("chromium", "node", ["scripts/ensure-chromium.mjs"]);
run("web build", "npx", ["vite", "build", "--logLevel", "warn"]);
run("browser tests", "npx", ["vitest", "run", "--project", "browser"]);
console.log("\nAll test suites passed.");
