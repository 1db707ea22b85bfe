import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/api.js";
import { screenshot, type ViewportName } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { acceptPrivacy, hostCreatesLobby } from "../helpers/lobbyFlows.js";

const suite = browserSuite();
const player = (viewport?: ViewportName) => suite.player(viewport);

const LOCALES = path.resolve(import.meta.dirname, "../../src/web/locales");
const LANGUAGES = readdirSync(LOCALES).map((file) => file.replace(/\.json$/, ""));
/** The Start Battle label as a player reads it in `language`. */
function startLabel(language: string): string {
  const texts = JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), "utf8")) as {
    lobby: { start: string };
  };
  return texts.lobby.start;
}

/** Signs up in the browser, then buys the 12-player Mage plan from the demo checkout. */
async function mageSubscriber(page: Page): Promise<void> {
  const base = suite.server.url;
  await page.goto(`${base}/login?redirect=/`);
  await page.getByLabel("Email").fill(uniqueEmail("mage"));
  await page.getByLabel("Password").fill("mage-password");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${base}/`, { waitUntil: "commit" });
  const paid = await page.evaluate(async () => {
    const call = async (name: string, data: object) => {
      const response = await fetch(`/api/functions/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ data }),
      });
      return ((await response.json()) as { result: Record<string, string> }).result;
    };
    const { url } = await call("createCheckoutSession", { plan: "mage" });
    const sessionId = url?.split("/").at(-1) ?? "";
    return Boolean(await call("completeDemoCheckout", { sessionId, outcome: "paid" }));
  });
  expect(paid).toBe(true);
}

describe("settings say what they do", () => {
  it("opens a Mage host's lobby at 12 seats, named Custom until a mode's values hold", async () => {
    const host = await player("desktop");
    await mageSubscriber(host);
    await host.goto(`${suite.server.url}/`);
    await host.getByLabel("Your wizard name").fill("Merlin");
    await host.getByRole("button", { name: "Create New Lobby" }).click();
    await host.waitForURL(/\/lobby\/[A-Z0-9]{6}$/, { waitUntil: "commit" });
    await acceptPrivacy(host);
    await host.getByText("1 / 12 wizards").waitFor();

    // The spec's defaults (1000 mana, no affinity limit) are no preset: nothing claims Classic.
    const custom = host.getByTestId("custom-mode");
    await custom.getByText("Your own values from the Custom Settings tab.").waitFor();
    expect(await custom.innerText()).toMatch(/Custom\s+Selected/);
    expect(await host.getByRole("radio", { checked: true }).count()).toBe(0);
    await screenshot(host, "lobby-modes-custom", "desktop");
    await host.getByRole("radio", { name: /Classic/ }).click();
    await host.getByRole("radio", { name: /Classic/, checked: true }).waitFor();
    await host.getByTestId("custom-mode").waitFor({ state: "detached" });

    await host.getByRole("tab", { name: "Custom Settings" }).click();
    await expect(host.getByLabel("Max players").inputValue()).resolves.toBe("12");
    await expect(host.getByLabel("Round time (seconds)").inputValue()).resolves.toBe("120");
    await host.getByLabel("Initial mana").fill("31");
    await host.getByRole("button", { name: "Save" }).click();
    await host.getByText("Saved").waitFor();
    await host.getByRole("tab", { name: "Game Modes" }).click();
    await host.getByTestId("custom-mode").waitFor();
    expect(await host.getByRole("radio", { checked: true }).count()).toBe(0);
  });

  it("gives a joiner whose wizard is taken a free one", async () => {
    // The host picks the blue wizard ("Next wizard" once).
    const host = await player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Alaric");
    const guest = await player("desktop");
    await guest.goto(`${suite.server.url}/?joinCode=${code}`);
    await guest.getByLabel("Your wizard name").fill("Nimue");
    await guest.getByRole("button", { name: "Next wizard" }).click();
    await guest.getByRole("img", { name: "Blue wizard" }).waitFor();
    await guest.getByRole("button", { name: "Join Game" }).click();
    await acceptPrivacy(guest);
    await guest.waitForURL(`${suite.server.url}/lobby/${code}`, { waitUntil: "commit" });
    const avatar = host.getByTestId("player-Nimue").locator("img");
    await avatar.waitFor();
    expect(await avatar.getAttribute("src")).toBe("/wizards/red.svg");
    expect(await host.getByTestId("player-Alaric").locator("img").getAttribute("src")).toBe(
      "/wizards/blue.svg",
    );
  });

  it("keeps Start Battle on one line, inside the screen, on a 390 px phone in every language", async () => {
    const host = await player("phone");
    await hostCreatesLobby(host, suite.server.url, "Gandric");
    const wrapped: string[] = [];
    for (const language of LANGUAGES) {
      await host.evaluate((code) => sessionStorage.setItem("preferredLanguage", code), language);
      await host.reload();
      const start = host.getByRole("button", { name: startLabel(language), exact: true });
      await start.waitFor();
      const size = await start.evaluate((button) => {
        const style = getComputedStyle(button);
        const frame = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"]
          .map((side) => parseFloat(style[side as "paddingTop"]))
          .reduce((sum, part) => sum + part, 0);
        const box = button.getBoundingClientRect();
        return {
          height: box.height,
          oneLine: Math.max(parseFloat(style.minHeight) || 0, parseFloat(style.lineHeight) + frame),
          inside: box.left >= 0 && box.right <= window.innerWidth,
        };
      });
      if (Math.abs(size.height - size.oneLine) > 0.5 || !size.inside)
        wrapped.push(`${language}: ${size.height}px for ${size.oneLine}px`);
      if (language === "en" || language === "it")
        await screenshot(host, `lobby-start-battle-${language}`, "phone");
    }
    expect(wrapped).toEqual([]);
  }, 300_000);
});

describe("a first visit", () => {
  it("loads the home page with nothing red in the console", async () => {
    const page = await player("desktop");
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    const me = page.waitForResponse((response) => response.url().endsWith("/api/me"));
    await page.goto(`${suite.server.url}/`);
    expect((await me).status()).toBe(200);
    await page.getByRole("button", { name: "Join Game" }).waitFor();
    await page.getByRole("button", { name: "Create New Lobby" }).waitFor();
    expect(problems).toEqual([]);
  });

  it("shows one back button on the login page", async () => {
    for (const viewport of ["desktop", "phone"] as const) {
      const page = await player(viewport);
      // Create New Lobby sends a signed-out player here, with the page's own back button.
      await page.goto(`${suite.server.url}/login?redirect=%2Flobby%2Fcreate&back=1`);
      await page.getByRole("button", { name: "Create account" }).waitFor();
      expect(await page.getByRole("button", { name: "Back", exact: true }).count()).toBe(1);
      await screenshot(page, "login-one-back", viewport);
      await page.goto(`${suite.server.url}/login`);
      await page.getByRole("button", { name: "Create account" }).waitFor();
      expect(await page.getByRole("button", { name: "Back", exact: true }).count()).toBe(1);
    }
  });
});
