import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../helpers/browser.js";
import {
  describeScripts,
  HOME_JAVASCRIPT_BUDGET,
  homeScripts,
  kilobytes,
  totalGzip,
} from "../helpers/homeJavaScript.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { ensureWebBuild } from "../helpers/webBuild.js";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ webRoot: ensureWebBuild() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the home page's JavaScript", () => {
  it(`stays within ${kilobytes(HOME_JAVASCRIPT_BUDGET)} gzipped`, async () => {
    const scripts = await homeScripts(browser, server.url);
    // The home screen's own chunk must be among them, or the page did not really open.
    expect(scripts.some((script) => script.path.includes("/HomeScreen-"))).toBe(true);
    expect(totalGzip(scripts), `over budget:\n${describeScripts(scripts)}`).toBeLessThanOrEqual(
      HOME_JAVASCRIPT_BUDGET,
    );
  });
});
