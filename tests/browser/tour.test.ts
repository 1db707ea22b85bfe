import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, settled, type ViewportName } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { hostCreatesLobby } from "../helpers/lobbyFlows.js";

const suite = browserSuite();

/** Calls a function as the signed-in browser does (its session cookie). */
async function callInPage(page: Page, name: string, data: unknown): Promise<unknown> {
  return page.evaluate(
    async ([fn, payload]) => {
      const response = await fetch(`/api/functions/${fn}`, {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ data: payload }),
      });
      return ((await response.json()) as { result?: unknown }).result;
    },
    [name, data] as const,
  );
}

/**
 * Every screen a player meets, at 1280 and 390 px, for a person to look at; each screenshot also
 * runs axe-core (see tests/helpers/browser.ts).
 */
describe("the keyboard alone", () => {
  it("reaches every control of the home page and opens How to Play", async () => {
    const page = await suite.player("desktop");
    await page.goto(`${suite.server.url}/`);
    await page.getByRole("button", { name: "Menu" }).waitFor();
    // The home screen's own controls, not only the navbar's (it renders once its code has loaded).
    await page.getByRole("button", { name: "Create New Lobby" }).waitFor();
    const reached = new Set<string>();
    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return (
          element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? element?.id ?? ""
        );
      });
      reached.add(name);
    }
    for (const control of [
      "Menu",
      "Create New Lobby",
      "How to Play",
      "Plans & credits",
      "Join Game",
    ])
      expect(
        [...reached].some((name) => name.includes(control)),
        control,
      ).toBe(true);
    // Focus is visible: the focused control draws an outline.
    await page.getByRole("button", { name: "How to Play" }).focus();
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
  });
});

describe("a tour of every screen", () => {
  for (const viewport of ["desktop", "phone"] as const satisfies ViewportName[]) {
    it(`at ${viewport} width`, async () => {
      const page = await suite.player(viewport);
      const base = suite.server.url;
      await page.goto(`${base}/`);
      // The home screen itself, not the loading shell shown while its code and the account load.
      await page.getByRole("button", { name: "Create New Lobby" }).waitFor();
      await screenshot(page, "tour-home", viewport);

      const code = await hostCreatesLobby(page, base, "Merlin");
      await screenshot(page, "tour-lobby", viewport);
      await page.goto(`${base}/portal`);
      await page.getByRole("button", { name: "Join Game" }).waitFor();
      await screenshot(page, "tour-portal", viewport);
      await page.goto(`${base}/account`);
      await page.getByTestId("account-email").waitFor();
      await page.getByTestId("account-tier").waitFor();
      await screenshot(page, "tour-account", viewport);
      await page.goto(`${base}/pricing`);
      await page.getByTestId("plan-cards").waitFor();
      await screenshot(page, "tour-pricing", viewport);

      // The demo checkout and portal, and the subscription pages.
      const checkout = (await callInPage(page, "createCheckoutSession", { plan: "mage" })) as
        { url: string } | undefined;
      const url = checkout?.url;
      if (url) {
        await page.goto(url);
        await page.getByRole("button", { name: /^Pay / }).waitFor();
        await screenshot(page, "tour-demo-checkout", viewport);
        await page.getByRole("button", { name: /^Pay / }).click();
        await page.waitForURL("**/account");
        await page.goto(`${base}/demo/billing?return=/account`);
        await page.getByTestId("demo-status").waitFor();
        await screenshot(page, "tour-demo-portal", viewport);
      }
      await page.goto(`${base}/subscription-success`);
      await page.getByTestId("subscription-ok").waitFor();
      await settled(page);
      await screenshot(page, "tour-subscription-success", viewport);
      await page.goto(`${base}/subscription-success?unsuccessful=true`);
      await page.getByTestId("subscription-failed").waitFor();
      await screenshot(page, "tour-subscription-failed", viewport);

      // A game with a bot.
      await page.goto(`${base}/lobby/${code}`);
      await page.getByRole("button", { name: "Add bot" }).click();
      await page.getByRole("button", { name: "Start Battle" }).click();
      await page.waitForURL(`**/game/${code}`, { waitUntil: "commit" });
      await page.locator("#move-input:not([disabled])").waitFor({ timeout: 15_000 });
      await screenshot(page, "tour-game", viewport);
    }, 90_000);
  }
});
