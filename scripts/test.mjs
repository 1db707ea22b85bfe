// `npm test`, what CI runs on a clean clone: the static checks side by side (each waits on one core
// for much of its run), then the unit, integration and benchmark tests, then the browser tests
// against a fresh build.
import { spawn, spawnSync } from "node:child_process";

function run(title, command, args) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const checks = [
  ["typecheck", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["lint", ["eslint", ".", "--max-warnings=0"]],
  ["format", ["prettier", "--check", "--log-level", "warn", "."]],
];

function check(title, args) {
  return new Promise((resolve) => {
    const child = spawn("npx", args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ title, code, output }));
  });
}

console.log(`\n=== ${checks.map(([title]) => title).join(", ")} ===`);
const results = await Promise.all(checks.map(([title, args]) => check(title, args)));
for (const { title, code, output } of results) {
  console.log(`${title}: ${code === 0 ? "passed" : "FAILED"}`);
  if (code !== 0) console.log(output);
}
if (results.some(({ code }) => code !== 0)) process.exit(1);

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
