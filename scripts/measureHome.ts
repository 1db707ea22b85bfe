/**
 * `npx tsx scripts/measureHome.ts`: loads the home page in Chromium against a real server and
 * prints the JavaScript it fetched, raw and gzipped (the budget, which
 * tests/browser/homeBudget.test.ts holds it to, is in tests/helpers/homeJavaScript.ts).
 */
import { launchBrowser } from "../tests/helpers/browser.js";
import { describeScripts, homeScripts } from "../tests/helpers/homeJavaScript.js";
import { startTestServer } from "../tests/helpers/testServer.js";
import { ensureWebBuild } from "../tests/helpers/webBuild.js";

const server = await startTestServer({ webRoot: ensureWebBuild() });
const browser = await launchBrowser();
try {
  console.log(describeScripts(await homeScripts(browser, server.url)));
} finally {
  await browser.close();
  await server.stop();
}
