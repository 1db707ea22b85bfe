// Browser tests drive Debian's Chromium. When none is found and we run as root on Debian, install
// the `chromium` package with apt-get; otherwise say what to do. The Noto fonts come with it, so
// screenshots of Chinese, Hindi or Thai show letters rather than empty boxes. Nothing else is
// ever downloaded.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
const haveChromium = candidates.some((candidate) => candidate && existsSync(candidate));
const haveFonts =
  existsSync("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc") &&
  existsSync("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf");
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const canInstall = isRoot && existsSync("/usr/bin/apt-get");
// Missing fonts only make screenshots less readable: never a reason to fail.
if (haveChromium && (haveFonts || !canInstall)) process.exit(0);

if (!canInstall) {
  console.error("Chromium is missing: install Debian's chromium package or set CHROMIUM_PATH.");
  process.exit(1);
}
const packages = [haveChromium ? "" : "chromium", haveFonts ? "" : "fonts-noto-core fonts-noto-cjk"]
  .filter(Boolean)
  .join(" ");
console.log(`Installing Debian's ${packages} for the browser tests…`);
execSync(
  `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
  {
    stdio: "inherit",
  },
);
