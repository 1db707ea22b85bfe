import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../../test-results/screenshots");

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function chromiumPath(): string {
  const found =
    process.env.CHROMIUM_PATH ?? CHROMIUM_PATHS.find((candidate) => existsSync(candidate));
  if (!found)
    throw new Error("Chromium not found: run npm test, which installs it, or set CHROMIUM_PATH");
  return found;
}

/** Debian's Chromium, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export async function newContext(
  browser: Browser,
  viewport: ViewportName = "desktop",
  locale = "en-US",
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale,
    deviceScaleFactor: 1,
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
  });
}

/** Saves a full-page screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${viewport}.png`),
    fullPage: true,
  });
}
