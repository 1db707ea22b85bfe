import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, type ViewportName } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { acceptPrivacy, hostCreatesLobby, joinThroughLink } from "../helpers/lobbyFlows.js";

const suite = browserSuite();

/** Each language, its name in the menu, its direction, and a letter range of its script. */
const READERS = [
  { code: "ar", name: "العربية", dir: "rtl", script: /[\u0600-\u06ff]/u, viewport: "phone" },
  { code: "zh", name: "中文", dir: "ltr", script: /[\u4e00-\u9fff]/u, viewport: "desktop" },
  { code: "th", name: "ไทย", dir: "ltr", script: /[\u0e00-\u0e7f]/u, viewport: "phone" },
  { code: "hi", name: "हिन्दी", dir: "ltr", script: /[\u0900-\u097f]/u, viewport: "desktop" },
] as const;

/** Picks a language in the navbar's language submenu, by the language's own name. */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Language" }).click();
  await page.getByRole("menuitemradio", { name }).click();
}

describe("the interface and the narration in other languages", () => {
  it("lists all 40 languages by their own names", async () => {
    const page = await suite.player("desktop");
    await page.goto(`${suite.server.url}/`);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("menuitem", { name: "Language" }).click();
    expect(await page.getByRole("menuitemradio").count()).toBe(40);
    expect(await page.getByRole("menuitem", { name: "Back" }).isVisible()).toBe(true);
  });

  it("starts in the browser's language and keeps the choice for the session", async () => {
    const page = await suite.player("phone");
    await page.context().setExtraHTTPHeaders({ "accept-language": "ja" });
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "languages", { get: () => ["ja-JP", "ja"] }),
    );
    await page.goto(`${suite.server.url}/`);
    await page.waitForFunction(() => document.documentElement.lang === "ja");
    expect(await page.evaluate(() => sessionStorage.getItem("preferredLanguage"))).toBe("ja");
    // The home page itself, not the loading shell before it.
    await page.getByRole("textbox").first().waitFor();
    await screenshot(page, "home-ja", "phone");
  });

  it("each player reads the screens and the battle in their own language", async () => {
    const host = await suite.player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Merlin");
    const link = `${suite.server.url}/lobby/${code}`;
    const guests: Page[] = [];
    for (const [index, reader] of READERS.entries()) {
      const page = await suite.player(reader.viewport as ViewportName);
      await joinThroughLink(page, link, `Wizard${index + 1}`);
      await page.waitForURL(`**/lobby/${code}`);
      await acceptPrivacy(page);
      await chooseLanguage(page, reader.name);
      await page.waitForFunction(
        ([lang, dir]) =>
          document.documentElement.lang === lang && document.documentElement.dir === dir,
        [reader.code, reader.dir],
      );
      expect(await page.locator("main").innerText()).toMatch(reader.script);
      await screenshot(page, `lobby-${reader.code}`, reader.viewport as ViewportName);
      guests.push(page);
    }

    await host.getByRole("button", { name: "Start Battle" }).click();
    for (const page of [host, ...guests])
      await page.waitForURL(`**/game/${code}`, { waitUntil: "commit", timeout: 10_000 });
    for (const [index, page] of guests.entries()) {
      const input = page.locator("#move-input");
      await page.waitForFunction(
        () => !(document.getElementById("move-input") as HTMLTextAreaElement | null)?.disabled,
        undefined,
        { timeout: 20_000 },
      );
      await input.fill(index % 2 === 0 ? "a fireball at Merlin" : "I heal myself");
      // The first Enter reminds about the mana check; the second casts anyway.
      await input.press("Enter");
      await page.locator('[aria-labelledby="move-heading"] [role="status"]').waitFor();
      await input.press("Enter");
      // Cast: the spell box closes or locks.
      await page.waitForFunction(() => {
        const box = document.getElementById("move-input") as HTMLTextAreaElement | null;
        return !box || box.disabled;
      });
    }
    const hostInput = host.locator("#move-input");
    await hostInput.fill("lightning at Wizard1");
    await hostInput.press("Enter");
    await host.locator('[aria-labelledby="move-heading"] [role="status"]').waitFor();
    await hostInput.press("Enter");

    for (const [index, reader] of READERS.entries()) {
      const page = guests[index]!;
      // The narration arrives in the reader's own script, whatever the others chose.
      await page.waitForFunction(
        (source) => {
          const log = document.querySelector("[data-testid=battle-log]");
          return Boolean(
            log &&
            new RegExp(source, "u").test(log.textContent ?? "") &&
            /\d/.test(log.textContent ?? ""),
          );
        },
        reader.script.source,
        { timeout: 30_000 },
      );
      await screenshot(page, `game-${reader.code}`, reader.viewport as ViewportName);
    }
    // The host, in English, reads English.
    await host
      .getByTestId("battle-log")
      .getByText(/damage|heals|Wizard/)
      .first()
      .waitFor();

    const pricing = guests[0]!;
    await pricing.goto(`${suite.server.url}/pricing`);
    await pricing.getByTestId("plan-cards").waitFor();
    expect(await pricing.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await pricing.getByTestId("plan-mage").innerText()).toMatch(/[\u0600-\u06ff]/u);
    await screenshot(pricing, "pricing-ar", "phone");
  }, 120_000);
});
