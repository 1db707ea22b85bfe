import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { newContext } from "./browser.js";

/** The most JavaScript the home page may fetch, gzipped: a phone downloads it before anything. */
export const HOME_JAVASCRIPT_BUDGET = 150 * 1024;

export interface FetchedScript {
  path: string;
  raw: number;
  gzip: number;
}

/**
 * Opens the home page as a phone and returns every script it fetched until the network went quiet
 * (the lazy screen chunk and whatever it loads included), largest gzipped first.
 */
export async function homeScripts(browser: Browser, baseUrl: string): Promise<FetchedScript[]> {
  const context = await newContext(browser, "phone");
  try {
    const page = await context.newPage();
    const reads: Promise<FetchedScript>[] = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith(".js")) return;
      reads.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({ path: pathname, raw: body.length, gzip: gzipSync(body).length })),
      );
    });
    await page.goto(`${baseUrl}/`, { waitUntil: "networkidle" });
    const scripts = await Promise.all(reads);
    return scripts.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

export function totalGzip(scripts: FetchedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzip, 0);
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** One line a script, then the total, as `scripts/measureHome.ts` prints them. */
export function describeScripts(scripts: FetchedScript[]): string {
  const lines = scripts.map(
    (script) =>
      `${kilobytes(script.gzip).padStart(9)} gzip ${kilobytes(script.raw).padStart(9)} raw  ${script.path}`,
  );
  lines.push(
    `home route JavaScript: ${kilobytes(totalGzip(scripts))} gzipped in ${scripts.length} files`,
  );
  return lines.join("\n");
}
