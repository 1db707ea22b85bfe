import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite } from "../helpers/browserSuite.js";
import { hostCreatesLobby } from "../helpers/lobbyFlows.js";

const suite = browserSuite();

/** Nothing sticks out sideways: a phone user never has to scroll or pinch horizontally. */
async function fitsWidth(page: Page, label: string): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${label} is ${scroll}px wide on a ${width}px screen`).toBeLessThanOrEqual(width);
}

describe("a 360 px phone", () => {
  it("shows every screen without sideways scrolling, and the lobby's Players tab", async () => {
    const page = await suite.player("narrow");
    for (const route of ["/", "/login", "/pricing", "/terms", "/privacy", "/nowhere"]) {
      await page.goto(`${suite.server.url}${route}`);
      await page.getByRole("button", { name: "Menu" }).waitFor();
      await fitsWidth(page, route);
    }
    const code = await hostCreatesLobby(page, suite.server.url, "Merlin");
    expect(await page.getByRole("tab", { name: "Players" }).isVisible()).toBe(true);
    await fitsWidth(page, `/lobby/${code}`);
    for (const route of ["/account", "/portal"]) {
      await page.goto(`${suite.server.url}${route}`);
      await page.getByRole("button", { name: "Menu" }).waitFor();
      await page.waitForTimeout(300);
      await fitsWidth(page, route);
    }
  });
});
