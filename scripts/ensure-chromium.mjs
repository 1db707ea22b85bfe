// Browser tests drive Debian's Chromium. When none is found and we run as root on Debian, install
// the `chromium` package with apt-get; otherwise say what to do. Nothing else is ever downloaded.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
if (candidates.some((candidate) => candidate && existsSync(candidate))) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !existsSync("/usr/bin/apt-get")) {
  console.error("Chromium is missing: install Debian's chromium package or set CHROMIUM_PATH.");
  process.exit(1);
}
console.log("Installing Debian's chromium package for the browser tests…");
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
  stdio: "inherit",
});
