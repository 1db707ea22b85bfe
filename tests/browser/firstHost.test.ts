import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/api.js";
import { screenshot, type ViewportName } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { freshInstall } from "../helpers/freshInstall.js";

// A fresh install: nothing set, an empty data folder.
const suite = browserSuite({ server: freshInstall() });

/** Counts what the host has to do, so a step nobody planned for (a paywall, a second click) shows. */
function actions() {
  const done: string[] = [];
  return {
    done,
    async do(label: string, action: () => Promise<void>): Promise<void> {
      done.push(label);
      await action();
    },
  };
}

/** Waits until the page shows a lobby or a message; a message (a paywall) fails with its text. */
async function expectLobbyOpened(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      /^\/lobby\/[A-Z0-9]{6}$/.test(window.location.pathname) ||
      document.querySelector("main [role=alert]") !== null,
  );
  const alert = page.locator("main [role=alert]");
  if ((await alert.count()) > 0) throw new Error(`stopped at: ${await alert.first().innerText()}`);
}

describe("the first host of a fresh install", () => {
  for (const viewport of ["desktop", "phone"] as const satisfies ViewportName[]) {
    it(`plays round 1 with a bot after signing up from Create New Lobby, nothing more (${viewport})`, async () => {
      const page = await suite.player(viewport);
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      const host = actions();
      await page.goto(`${suite.server.url}/`);
      // The server hands out free credits, and the home screen says so.
      await page
        .getByText("Spellbrawl is in its testing phase: free credits are handed out periodically.")
        .waitFor();
      await screenshot(page, "first-host-home", viewport);

      await host.do("type a name", () => page.getByLabel("Your wizard name").fill("Merlin"));
      await host.do("Create New Lobby", () =>
        page.getByRole("button", { name: "Create New Lobby" }).click(),
      );
      await page.waitForURL("**/login?**");
      await host.do("type an e-mail", () => page.getByLabel("Email").fill(uniqueEmail("first")));
      await host.do("type a password", () => page.getByLabel("Password").fill("staff-of-oak"));
      await host.do("accept the terms", () => page.getByRole("checkbox").check());
      await host.do("Create account", () =>
        page.getByRole("button", { name: "Create account" }).click(),
      );

      await expectLobbyOpened(page);
      const accept = page.getByRole("button", { name: "Accept & Continue" });
      const addBot = page.getByRole("button", { name: "Add bot" });
      await accept.or(addBot).first().waitFor();
      if (await accept.isVisible())
        await host.do("Accept & Continue", async () => {
          await accept.click();
          await accept.waitFor({ state: "detached" });
        });
      // The lobby carries the name typed on the home page.
      await page.getByTestId("player-Merlin").waitFor();
      await screenshot(page, "first-host-lobby", viewport);
      await host.do("Add bot", () => addBot.click());
      await host.do("Start Battle", () =>
        page.getByRole("button", { name: "Start Battle" }).click(),
      );

      await page.waitForURL(/\/game\/[A-Z0-9]{6}$/, { waitUntil: "commit" });
      await page.getByText(/^Round 1 of /).waitFor({ timeout: 15_000 });
      await page.locator("#move-input:not([disabled])").waitFor({ timeout: 15_000 });
      await screenshot(page, "first-host-round1", viewport);
      expect(host.done).toEqual([
        "type a name",
        "Create New Lobby",
        "type an e-mail",
        "type a password",
        "accept the terms",
        "Create account",
        "Accept & Continue",
        "Add bot",
        "Start Battle",
      ]);
      expect(pageErrors).toEqual([]);
    });
  }
});
