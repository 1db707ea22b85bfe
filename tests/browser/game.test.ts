import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, type ViewportName } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { callFunction, createLobbyAs, signUp } from "../helpers/api.js";
import { acceptPrivacy, hostCreatesLobby, joinThroughLink } from "../helpers/lobbyFlows.js";

const suite = browserSuite();
const player = (viewport?: ViewportName) => suite.player(viewport);

/** Types and submits a spell; the last caster of a round may see it resolve at once. */
async function cast(page: Page, spell: string, evaluateFirst = false, last = false): Promise<void> {
  const input = page.getByLabel("Type your spell (up to 200 characters)");
  await input.waitFor();
  await page.waitForFunction(
    () => !(document.getElementById("move-input") as HTMLTextAreaElement | null)?.disabled,
  );
  await input.fill(spell);
  if (evaluateFirst) {
    await page.getByRole("button", { name: "Check mana cost" }).click();
    await page.getByText(/This spell costs \d+ mana\./).waitFor();
  } else {
    await input.press("Enter");
    await page
      .getByText("Tip: check the mana cost first. Press Submit again to cast anyway.")
      .waitFor();
  }
  await page.getByRole("button", { name: "Submit" }).click();
  if (!last) await page.getByText("Spell submitted. Waiting for the other wizards…").waitFor();
}

describe("the game screen", () => {
  it("shows sandbox damage as numbers beside endless health and mana", async () => {
    const base = suite.server.url;
    const host = await signUp(base);
    const code = await createLobbyAs(base, host, "Merlin");
    const page = await player("desktop");
    await joinThroughLink(page, `${base}/?joinCode=${code}`, "Percival");
    await page.waitForURL(`${base}/lobby/${code}`, { waitUntil: "commit" });
    await acceptPrivacy(page);
    const sandbox = {
      gameMode: "sandbox",
      initialHealth: 1e18,
      initialMana: 1e18,
      maxHealth: -1,
      maxMana: -1,
      manaRegen: 1e8,
      initialAffinity: -1,
      affinityIncrement: 0,
    };
    const saved = await callFunction(
      base,
      "updateSettings",
      { lobbyCode: code, settings: sandbox },
      host.token,
    );
    expect(saved.status).toBe(200);
    await callFunction(base, "startGame", { lobbyCode: code }, host.token);
    await page.waitForURL(`${base}/game/${code}`, { waitUntil: "commit" });
    await page.getByTestId("round-timer").waitFor({ timeout: 10_000 });
    const merlin = page.getByTestId("card-Merlin");
    await merlin.getByText("∞", { exact: true }).first().waitFor();
    expect(await page.getByText("9999999999+").count()).toBe(0);

    await callFunction(
      base,
      "submitMove",
      { gameId: code, moveText: "A storm of ice shards on Percival" },
      host.token,
    );
    await cast(page, "A massive fireball at Merlin", false, true);
    // The fireball's damage flashes on Merlin's card as its line is told, though health stays ∞.
    const delta = merlin.getByTestId("stat-delta").first();
    await delta.waitFor({ timeout: 20_000 });
    expect(await delta.innerText()).toMatch(/^[-−]\d+$/);
    await screenshot(page, "game-sandbox", "desktop");
    await page
      .getByTestId("battle-log")
      .getByText(/Merlin: -\d+ ❤/)
      .waitFor();
    expect(await page.getByText("9999999999+").count()).toBe(0);
  });

  it("shows the error screens for an unknown game and for someone who is not in it", async () => {
    const host = await player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Alaric");
    const page = await player("phone");
    await page.goto(`${suite.server.url}/`);
    await page.evaluate(async () => {
      await fetch("/api/auth/sign-in/anonymous", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
    });
    // The server answers a code that does not exist as one the caller is not in (codes cannot
    // be found by asking), so both show the same screen.
    await page.goto(`${suite.server.url}/game/ZZZZZZ`);
    await page.getByRole("heading", { name: "Player Not Found" }).waitFor();
    await page.getByText("You are not part of this game session.").waitFor();
    await screenshot(page, "game-error", "phone");
    await page.goto(`${suite.server.url}/game/${code}`);
    await page.getByRole("heading", { name: "Player Not Found" }).waitFor();
    // A stranger who is not signed in is told the same, not sent to a join form.
    const stranger = await player("desktop");
    await stranger.goto(`${suite.server.url}/game/${code}`);
    await stranger.getByRole("heading", { name: "Player Not Found" }).waitFor();
    expect(new URL(stranger.url()).pathname).toBe(`/game/${code}`);
  });
});
