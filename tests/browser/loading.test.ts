import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot } from "../helpers/browser.js";
import { acceptPrivacy, hostCreatesLobby, joinThroughLink } from "../helpers/lobbyFlows.js";
import { modelSuite } from "../helpers/modelSuite.js";
import { ensureWebBuild } from "../helpers/webBuild.js";

const suite = modelSuite(20_000, { webRoot: ensureWebBuild() });
suite.llm.mode = "slow";
suite.llm.slowMs = 4_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("while the referee thinks", () => {
  it("shows a spinner, the message and the seconds elapsed, then the narration", async () => {
    const host = await (await newContext(browser, "desktop")).newPage();
    const code = await hostCreatesLobby(host, suite.server.url, "Merlin");
    const guest = await (await newContext(browser, "phone")).newPage();
    await joinThroughLink(guest, `${suite.server.url}/?joinCode=${code}`, "Nimue");
    await guest.waitForURL(`${suite.server.url}/lobby/${code}`, { waitUntil: "commit" });
    await acceptPrivacy(guest);
    await host.getByRole("button", { name: "Start Battle" }).click();
    for (const page of [host, guest]) {
      await page.waitForURL(`${suite.server.url}/game/${code}`, { waitUntil: "commit" });
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
