/**
 * `npx tsx scripts/measureHome.ts`: loads the home page in Chromium against a real server and
 * prints the JavaScript it fetched, raw and gzipped (the budget: 150 KB gzipped).
 */
import { gzipSync } from "node:zlib";
import { launchBrowser, newContext } from "../tests/helpers/browser.js";
import { startTestServer } from "../tests/helpers/testServer.js";
import { ensureWebBuild } from "../tests/helpers/webBuild.js";

const server = await startTestServer({ webRoot: ensureWebBuild() });
const browser = await launchBrowser();
try {
  const page = await (await newContext(browser, "phone")).newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
  });
  await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(
      `${kb(script.gzip).padStart(9)} gzip ${kb(script.raw).padStart(9)} raw  ${new URL(script.url).pathname}`,
    );
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`home route JavaScript: ${kb(total)} gzipped in ${scripts.length} files`);
} finally {
  await browser.close();
  await server.stop();
}
