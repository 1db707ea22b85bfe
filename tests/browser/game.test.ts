import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, type ViewportName } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { callFunction, createLobbyAs, signUp } from "../helpers/api.js";
import { expectNamesReadable } from "../helpers/gameScreen.js";
import { acceptPrivacy, hostCreatesLobby, joinThroughLink } from "../helpers/lobbyFlows.js";

const suite = browserSuite();
const player = (viewport?: ViewportName) => suite.player(viewport);

/** Records the game's sounds instead of playing them (no audio device here). */
async function listenForSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: [string, number][] = [];
    Object.assign(window, { heardSounds: heard });
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      heard.push([this.dataset.sound ?? this.src, this.volume]);
      return Promise.resolve();
    };
  });
}

async function soundsHeard(page: Page): Promise<[string, number][]> {
  return page.evaluate(
    () => (window as unknown as { heardSounds: [string, number][] }).heardSounds,
  );
}

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

describe("a battle in three browsers", () => {
  it("plays from the countdown through a defeat and a revive vote to the game-over panel", async () => {
    const host = await player("desktop");
    await listenForSounds(host);
    const pageErrors: string[] = [];
    host.on("pageerror", (error) => pageErrors.push(error.message));
    const code = await hostCreatesLobby(host, suite.server.url, "Merlin");
    const nimue = await player("phone");
    const morgana = await player("desktop");
    for (const [page, name] of [
      [nimue, "Nimue"],
      [morgana, "Morgana"],
    ] as const) {
      await joinThroughLink(page, `${suite.server.url}/?joinCode=${code}`, name);
      await page.waitForURL(`${suite.server.url}/lobby/${code}`, { waitUntil: "commit" });
      await acceptPrivacy(page);
    }
    await host.getByRole("tab", { name: "Custom Settings" }).click();
    await host.getByLabel("Initial health", { exact: true }).fill("30");
    await host.getByLabel("Max health", { exact: true }).fill("30");
    await host.getByLabel(/^Round time/).fill("90");
    await host.getByRole("button", { name: "Save" }).click();
    await host.getByText("Saved").waitFor();
    await host.getByRole("button", { name: "Start Battle" }).click();
    for (const page of [host, nimue, morgana])
      await page.waitForURL(`${suite.server.url}/game/${code}`, { waitUntil: "commit" });

    await host
      .getByText(/Round 1 begins in/)
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    await host.getByTestId("round-timer").waitFor({ timeout: 8_000 });
    await nimue.getByLabel("Type your spell (up to 200 characters)").fill("x".repeat(185));
    await expect(nimue.getByTestId("move-counter").getAttribute("class")).resolves.toContain(
      "text-danger",
    );
    await screenshot(nimue, "game-typing", "phone");
    await morgana
      .getByLabel("Type your spell (up to 200 characters)")
      .fill("A storm of ice shards on Nimue");
    await screenshot(morgana, "game-typing", "desktop");
    await screenshot(host, "game-round-open", "desktop");
    await host.getByTestId("card-Nimue").hover();
    await host
      .getByTestId("card-Nimue")
      .getByRole("tooltip")
      .getByText("Health: 30 / 30")
      .waitFor({ state: "visible" });
    await host.waitForTimeout(300);
    await screenshot(host, "game-card-popup", "desktop");

    await cast(nimue, "I raise a tiny shield around myself", true);
    // Nimue's hands appear on her card for everyone once she has cast.
    await host.getByTestId("card-Nimue").getByTestId("casting-hands").waitFor();
    await cast(host, "A world-ending inferno engulfs Nimue");
    // Hands raised on two cards, and every name still whole at 1280 px.
    await host.getByTestId("card-Merlin").getByTestId("casting-hands").waitFor();
    await expectNamesReadable(host, ["Merlin", "Nimue", "Morgana"]);
    await cast(morgana, "I heal myself with soothing light", false, true);

    await nimue
      .getByText("You have been defeated. Watch the battle, and hope your friends revive you.")
      // Said once the narration has told the blow.
      .waitFor({ timeout: 30_000 });
    await host
      .getByText(/inferno engulfs Nimue/)
      .first()
      .waitFor({ timeout: 25_000 });
    await screenshot(host, "game-battle-log", "desktop");
    await screenshot(nimue, "game-defeated", "phone");

    const revive = host.getByRole("button", { name: /Revive Nimue \(0\/2\)/ });
    await revive.click();
    // A voter keeps seeing how the vote stands.
    await host.getByRole("button", { name: "You voted to revive Nimue (1/2)" }).waitFor();
    await morgana
      .getByRole("button", { name: /Revive Nimue \(1\/2\)/ })
      .waitFor({ timeout: 2_000 });
    await screenshot(morgana, "game-revive", "desktop");
    await nimue.getByRole("button", { name: /Revive Nimue \(1\/2\)/ }).waitFor({ timeout: 2_000 });
    await screenshot(nimue, "game-revive", "phone");

    for (let round = 0; round < 12; round += 1) {
      // The move box disappears the moment the game is over; the result waits for the narration.
      if ((await host.getByLabel("Type your spell (up to 200 characters)").count()) === 0) break;
      await cast(host, "A massive fireball at Morgana");
      await cast(morgana, "A massive ice lance at Merlin", false, true);
      await host
        .getByTestId("game-over")
        .or(host.getByText(`Round ${round + 3} of 40`))
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
    }
    await host.getByTestId("game-over").waitFor({ timeout: 45_000 });
    await nimue.getByTestId("game-over").waitFor({ timeout: 45_000 });
    // The host heard the start at 0.5, the next rounds' chime at 0.3, and the ending.
    const heard = await soundsHeard(host);
    expect(heard).toContainEqual(["game_start", 0.5]);
    expect(heard).toContainEqual(["timer_begin", 0.3]);
    expect(heard.some(([name]) => name === "win_game" || name === "lose_game")).toBe(true);
    for (const name of ["game_start", "timer_loop", "win_game"]) {
      const wav = await host.request.get(`${suite.server.url}/sounds/${name}.wav`);
      expect(wav.status()).toBe(200);
      expect((await wav.body()).subarray(0, 4).toString()).toBe("RIFF");
    }
    await screenshot(host, "game-over", "desktop");
    await screenshot(nimue, "game-over", "phone");
    await expect(
      host.getByRole("button", { name: "Return to Lobby" }).first().isVisible(),
    ).resolves.toBe(true);
    await expect(nimue.getByRole("button", { name: "Return to Lobby" }).count()).resolves.toBe(0);
    // A guest has no buttons here, and is told why.
    await nimue.getByText("Waiting for host to return to the lobby").waitFor();

    await host.getByTestId("game-over").getByRole("button", { name: "Return to Lobby" }).click();
    for (const page of [host, nimue, morgana])
      await page.waitForURL(`${suite.server.url}/lobby/${code}`, {
        waitUntil: "commit",
        timeout: 5_000,
      });
  });

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
