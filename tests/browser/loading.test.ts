import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot } from "../helpers/browser.js";
import { acceptPrivacy, hostCreatesLobby, joinThroughLink } from "../helpers/lobbyFlows.js";
import { MockLlm } from "../helpers/mockLlm.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { ensureWebBuild } from "../helpers/webBuild.js";

let llm: MockLlm;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  llm = new MockLlm();
  llm.mode = "slow";
  llm.slowMs = 4_000;
  await llm.start();
  server = await startTestServer({
    webRoot: ensureWebBuild(),
    ai: {
      provider: "openai",
      baseURL: llm.url,
      apiKey: "test",
      model: "mock-model",
      timeoutMs: 20_000,
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await llm?.stop();
});

describe("while the referee thinks", () => {
  it("shows a spinner, the message and the seconds elapsed, then the narration", async () => {
    const host = await (await newContext(browser, "desktop")).newPage();
    const code = await hostCreatesLobby(host, server.url, "Merlin");
    const guest = await (await newContext(browser, "phone")).newPage();
    await joinThroughLink(guest, `${server.url}/?joinCode=${code}`, "Nimue");
    await guest.waitForURL(`${server.url}/lobby/${code}`, { waitUntil: "commit" });
    await acceptPrivacy(guest);
    await host.getByRole("button", { name: "Start Battle" }).click();
    for (const page of [host, guest]) {
      await page.waitForURL(`${server.url}/game/${code}`, { waitUntil: "commit" });
      await page.getByTestId("round-timer").waitFor({ timeout: 8_000 });
    }
    for (const [page, spell] of [
      [guest, "Frost at Merlin"],
      [host, "Fire at Nimue"],
    ] as const) {
      await page.getByLabel("Type your spell (up to 200 characters)").fill(spell);
      await page.getByRole("button", { name: "Submit" }).click();
      await page.getByRole("button", { name: "Submit" }).click();
    }
    for (const page of [host, guest])
      await page.getByTestId("round-loading").waitFor({ timeout: 3_000 });
    await expect(host.getByText("The referee is weighing the spells…").isVisible()).resolves.toBe(
      true,
    );
    await host.getByText(/Resolving… [1-9]s/).waitFor({ timeout: 3_000 });
    await screenshot(host, "game-loading", "desktop");
    await screenshot(guest, "game-loading", "phone");
    await host
      .getByText(/The mock narrator watches/)
      .first()
      .waitFor({ timeout: 15_000 });
  });
});
