/**
 * `npm run lighthouse`: Lighthouse's performance audit (mobile emulation, its default: a mid-range
 * phone on slow 4G, simulated) of the home, lobby and game pages, served by the real server with the
 * production build, in the machine's Chromium. Prints each score and its key metrics and writes
 * test-results/lighthouse.json (docs/performance.md).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { callFunction } from "../tests/helpers/api.js";
import { CHROMIUM_FLAGS, chromiumPath } from "../tests/helpers/browser.js";
import { startTestServer } from "../tests/helpers/testServer.js";
import { ensureWebBuild } from "../tests/helpers/webBuild.js";

const server = await startTestServer({ webRoot: ensureWebBuild() });
const base = server.url;

/** A host account with a session cookie, a lobby waiting and a game under way. */
async function prepare(): Promise<{ cookie: string; lobby: string; game: string }> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "lighthouse@example.com", password: "lighthouse-1", name: "lh" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { token } = (await response.json()) as { token: string };
  const open = async () => {
    const created = await callFunction(
      base,
      "createLobby",
      { playerName: "Merlin", iconId: 0, language: "en" },
      token,
    );
    const code = (created.body.result as { code: string }).code;
    await callFunction(base, "addBot", { lobbyCode: code }, token);
    return code;
  };
  const lobby = await open();
  const game = await open();
  await callFunction(
    base,
    "updateSettings",
    { lobbyCode: game, settings: { roundTime: 180 } },
    token,
  );
  await callFunction(base, "startGame", { lobbyCode: game }, token);
  return { cookie, lobby, game };
}

const { cookie, lobby, game } = await prepare();

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

/** The text of the element Lighthouse found to be the largest contentful paint. */
function largestElement(audit: { details?: unknown } | undefined): string {
  const found = JSON.stringify(audit?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  return found?.[1]?.slice(0, 120) ?? "?";
}

// LIGHTHOUSE_PAGES=lobby,game audits only those pages.
const only = process.env.LIGHTHOUSE_PAGES?.split(",");
const pages = [
  { name: "home", url: `${base}/` },
  { name: "lobby", url: `${base}/lobby/${lobby}` },
  { name: "game", url: `${base}/game/${game}` },
].filter((page) => !only || only.includes(page.name));
const results: (Row & { scores: number[] })[] = [];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface Row {
  page: string;
  performance: number;
  firstContentfulPaint: string;
  largestContentfulPaint: string;
  totalBlockingTime: string;
  cumulativeLayoutShift: string;
  speedIndex: string;
  largestContentfulPaintElement: string;
}

async function audit(name: string, url: string): Promise<Row> {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ["performance"],
    output: "json",
    logLevel: "error",
    extraHeaders: name === "home" ? {} : { Cookie: cookie },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${name}`);
  // LIGHTHOUSE_DETAILS=1 keeps the whole report of each page's last run, to see where time goes.
  if (process.env.LIGHTHOUSE_DETAILS)
    writeFileSync(
      path.resolve(import.meta.dirname, `../test-results/lighthouse-${name}.json`),
      JSON.stringify(lhr),
    );
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
  return {
    page: name,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    firstContentfulPaint: metric("first-contentful-paint"),
    largestContentfulPaint: metric("largest-contentful-paint"),
    totalBlockingTime: metric("total-blocking-time"),
    cumulativeLayoutShift: metric("cumulative-layout-shift"),
    speedIndex: metric("speed-index"),
    largestContentfulPaintElement: largestElement(lhr.audits["largest-contentful-paint-element"]),
  };
}
try {
  for (const page of pages) {
    // Lighthouse's scores move by a few points between runs: each page is run RUNS times and the
    // run with the median score is reported, with the range.
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(page.name, page.url));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) continue;
    const row = { ...median, scores: runs.map((run) => run.performance) };
    results.push(row);
    console.log(
      `${row.page}: performance ${row.performance} (runs ${row.scores.join(", ")}; FCP ${row.firstContentfulPaint}, LCP ${row.largestContentfulPaint}, TBT ${row.totalBlockingTime}, CLS ${row.cumulativeLayoutShift}, SI ${row.speedIndex}); LCP element ${row.largestContentfulPaintElement}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
const out = path.resolve(import.meta.dirname, "../test-results/lighthouse.json");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ when: new Date().toISOString(), results }, null, 2));
console.log(`Written to ${out}`);
process.exit(0);
