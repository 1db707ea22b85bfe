// `npm run validate`: the static checks side by side (each waits on one core for much of its run),
// then every test (scripts/test.mjs). CI runs this on a clean clone.
import { spawn, spawnSync } from "node:child_process";

const checks = [
  ["typecheck", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["lint", ["eslint", ".", "--max-warnings=0"]],
  ["format", ["prettier", "--check", "--log-level", "warn", "."]],
];

function run(title, args) {
  return new Promise((resolve) => {
    const child = spawn("npx", args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ title, code, output }));
  });
}

console.log(`\n=== ${checks.map(([title]) => title).join(", ")} ===`);
const results = await Promise.all(checks.map(([title, args]) => run(title, args)));
for (const { title, code, output } of results) {
  console.log(`${title}: ${code === 0 ? "passed" : "FAILED"}`);
  if (code !== 0) console.log(output);
}
if (results.some(({ code }) => code !== 0)) process.exit(1);

const tests = spawnSync("node", ["scripts/test.mjs"], { stdio: "inherit", env: process.env });
process.exit(tests.status ?? 1);
