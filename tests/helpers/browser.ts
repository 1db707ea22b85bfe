import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import axe from "axe-core";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../../test-results/screenshots");

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
  /** The narrowest phone the game promises to fit (360 px, one-handed). */
  narrow: { width: 360, height: 740 },
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

/** What Chromium needs on this closed network and in a container. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's Chromium, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS, "--disable-quic"],
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
    isMobile: viewport !== "desktop",
    hasTouch: viewport !== "desktop",
  });
}

/**
 * Saves a full-page screenshot under test-results/screenshots for a person to look at, and checks
 * the same screen with axe-core: a serious or critical accessibility violation fails the test.
 */
export async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${viewport}.png`),
    fullPage: true,
  });
  await expectAccessible(page, `${name}-${viewport}`);
}

/** Waits until every animation that ends has ended (a screen's entrance), not for a set time. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe-core in the page (WCAG 2 A and AA rules); serious and critical findings throw. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const loaded = await page.evaluate(() => "axe" in window);
  // Evaluated through the DevTools protocol rather than added as a script tag: the app's
  // Content-Security-Policy (rightly) refuses inline scripts.
  if (!loaded) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  })) as AxeViolation[];
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (serious.length > 0) {
    const lines = serious.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(", ")}`,
    );
    throw new Error(`accessibility violations on ${label}:\n${lines.join("\n")}`);
  }
}

const axeSource = axe.source;
