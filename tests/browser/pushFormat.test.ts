import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLobbyAs, signUp } from "../helpers/api.js";
import { launchBrowser, newContext } from "../helpers/browser.js";
import { acceptPrivacy, joinThroughLink } from "../helpers/lobbyFlows.js";
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

describe("a page whose server pushes in a newer form (a deploy while it was open)", () => {
  it("reloads once to take the new code, then stays", async () => {
    const host = await signUp(server.url);
    const code = await createLobbyAs(server.url, host);
    const page = await (await newContext(browser, "phone")).newPage();
    // The server is made to announce the next push form, as a newer deployment would.
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      const upstream = socket.connectToServer();
      upstream.onMessage((message) =>
        socket.send(
          typeof message === "string" ? message.replace('"format":2}', '"format":3}') : message,
        ),
      );
    });
    let loads = 0;
    page.on("load", () => (loads += 1));
    await joinThroughLink(page, `${server.url}/?joinCode=${code}`, "Nimue");
    await page.waitForURL(`${server.url}/lobby/${code}`, { waitUntil: "commit" });
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await acceptPrivacy(page);
    await page.getByText("Nimue").first().waitFor();
    // Once for a form: a page that still gets the old code does not reload for ever.
    await page.waitForTimeout(1_500);
    expect(loads).toBe(2);
  }, 60_000);
});
