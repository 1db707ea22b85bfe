import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/api.js";
import { screenshot, type ViewportName } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { freshInstall } from "../helpers/freshInstall.js";
import { expectInViewport, expectNamesReadable } from "../helpers/gameScreen.js";
import { acceptPrivacy, joinThroughLink } from "../helpers/lobbyFlows.js";

// A fresh install; two sockets per user, so that a third tab of the host's meets the cap.
const suite = browserSuite({ server: freshInstall({ MAX_SOCKETS_PER_USER: "2" }) });

const SPELL_BOX = "Type your spell (up to 200 characters)";

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

/** Types and submits a spell once the box is open; the last caster may see it resolve at once. */
async function cast(page: Page, spell: string, last = false): Promise<void> {
  await page.locator("#move-input:not([disabled])").waitFor({ timeout: 20_000 });
  await page.getByLabel(SPELL_BOX).fill(spell);
  await page.getByRole("button", { name: "Check mana cost" }).click();
  await page.getByText(/This spell costs \d+ mana\./).waitFor();
  await page.getByRole("button", { name: "Submit" }).click();
  if (!last) await page.getByText("Spell submitted. Waiting for the other wizards…").waitFor();
}

/** Both widths of a step: the host's desktop and the phone player's screen. */
async function snap(host: Page, phone: Page, step: string): Promise<void> {
  await screenshot(host, `party-${step}`, "desktop");
  await screenshot(phone, `party-${step}`, "phone");
}

describe("a party night on a fresh install", () => {
  it("plays two games: a tab closed mid-game, a revive, game over, and again", async () => {
    const host = await suite.player("desktop");
    await listenForSounds(host);
    const errors: string[] = [];
    host.on("pageerror", (error) => errors.push(error.message));
    const base = suite.server.url;

    // The host names a wizard, signs up from Create New Lobby and lands in the lobby.
    await host.goto(`${base}/`);
    await host
      .getByText("Spellbrawl is in its testing phase: free credits are handed out periodically.")
      .waitFor();
    await host.getByLabel("Your wizard name").fill("Merlin");
    await host.getByRole("button", { name: "Create New Lobby" }).click();
    await host.waitForURL("**/login?**");
    await host.getByLabel("Email").fill(uniqueEmail("party"));
    await host.getByLabel("Password").fill("staff-of-oak");
    await host.getByRole("checkbox").check();
    await host.getByRole("button", { name: "Create account" }).click();
    await host.waitForURL(/\/lobby\/[A-Z0-9]{6}$/, { waitUntil: "commit" });
    await acceptPrivacy(host);
    const code = (await host.getByTestId("lobby-code").innerText()).trim();
    await host.getByTestId("credits").getByText("100").waitFor();

    // A guest at a desktop, a friend on a phone and one who will close the tab join by the link.
    const joins = async (name: string, viewport: ViewportName): Promise<Page> => {
      const page = await suite.player(viewport);
      await joinThroughLink(page, `${base}/?joinCode=${code}`, name);
      await page.waitForURL(`${base}/lobby/${code}`, { waitUntil: "commit" });
      await page.getByText("Waiting for host to start").waitFor();
      return page;
    };
    const nimue = await joins("Nimue", "desktop");
    const phone = await joins("Morgana", "phone");
    const bram = await joins("Bram", "desktop");
    await host.getByText("4 / 8 wizards").waitFor();
    // Every joiner got a wizard of their own.
    const icons = await Promise.all(
      ["Merlin", "Nimue", "Morgana", "Bram"].map((name) =>
        host.getByTestId(`player-${name}`).locator("img").first().getAttribute("src"),
      ),
    );
    expect(new Set(icons).size).toBe(4);
    await snap(host, phone, "01-lobby");

    // A third tab of the host's is over the cap of two: it says so instead of loading forever.
    const spare = await host.context().newPage();
    await spare.goto(`${base}/lobby/${code}`);
    await spare.getByText("4 / 8 wizards").waitFor();
    const extra = await host.context().newPage();
    await extra.goto(`${base}/lobby/${code}`);
    await extra.getByRole("heading", { name: "Too many tabs open" }).waitFor();
    await extra
      .getByText("Too many open connections. Please close another tab and try again.")
      .waitFor();
    await screenshot(extra, "party-02-too-many-tabs", "desktop");
    // Once another tab is closed, Try again connects.
    await spare.close();
    await extra.getByRole("button", { name: "Try again" }).click();
    await extra.getByText("4 / 8 wizards").waitFor();
    await extra.close();

    await host.getByRole("tab", { name: "Custom Settings" }).click();
    await host.getByLabel("Initial health", { exact: true }).fill("30");
    await host.getByLabel("Max health", { exact: true }).fill("30");
    await host.getByLabel(/^Round time/).fill("90");
    await host.getByRole("button", { name: "Save" }).click();
    await host.getByText("Saved").waitFor();
    await host.getByRole("button", { name: "Start Battle" }).click();
    for (const page of [host, nimue, phone, bram])
      await page.waitForURL(`${base}/game/${code}`, { waitUntil: "commit" });

    // Round 1 opens; the phone player reaches the spell box without scrolling, names stay whole.
    await host.getByTestId("round-timer").waitFor({ timeout: 10_000 });
    // The host speeds the narration up for the evening.
    await host.getByRole("button", { name: "Game settings" }).click();
    await host.getByLabel("Animation speed").selectOption("10");
    await host.getByRole("button", { name: "Game settings" }).click();
    await phone.locator("#move-input:not([disabled])").waitFor({ timeout: 10_000 });
    await expectInViewport(phone, phone.getByLabel(SPELL_BOX), "the phone's spell box");
    await expectInViewport(phone, phone.getByRole("button", { name: "Submit" }), "Submit");
    await phone.getByLabel(SPELL_BOX).fill("x".repeat(185));
    await expect(phone.getByTestId("move-counter").getAttribute("class")).resolves.toContain(
      "text-danger",
    );
    await host.getByTestId("card-Nimue").hover();
    await host
      .getByTestId("card-Nimue")
      .getByRole("tooltip")
      .getByText("Health: 30 / 30")
      .waitFor({ state: "visible" });
    await snap(host, phone, "03-round1");

    // Bram closes the tab: after the presence grace the table sees it and does not wait for Bram.
    const roundOpened = Date.now();
    await bram.context().close();
    await host.getByTestId("card-Bram").getByText("Disconnected").waitFor({ timeout: 15_000 });
    await cast(nimue, "I raise a tiny shield around myself");
    // Nimue's hands appear on her card for everyone once she has cast; names stay whole beside them.
    await host.getByTestId("card-Nimue").getByTestId("casting-hands").waitFor();
    await expectNamesReadable(host, ["Merlin", "Nimue", "Morgana", "Bram"]);
    await cast(phone, "I heal myself with soothing light");
    await cast(host, "A world-ending inferno engulfs Nimue, nothing personal", true);
    await nimue
      .getByText("You have been defeated. Watch the battle, and hope your friends revive you.")
      .waitFor({ timeout: 30_000 });
    // The host's remark is told back in his own words, after his spell's line.
    await phone.getByText(/“nothing personal”/).waitFor({ timeout: 30_000 });
    // Resolved on the moves of those present, long before the 90-second timer.
    expect(Date.now() - roundOpened).toBeLessThan(60_000);
    await snap(host, phone, "04-defeat");

    // A guest's back arrow mid-battle asks first; Cancel keeps them in the game.
    await nimue.getByRole("button", { name: "Back", exact: true }).click();
    const leaveBattle = nimue.getByRole("dialog", { name: "Leave the battle?" });
    await leaveBattle.getByText("counted as defeated").waitFor();
    await screenshot(nimue, "party-05-leave-battle", "desktop");
    await leaveBattle.getByRole("button", { name: "Cancel" }).click();
    await leaveBattle.waitFor({ state: "detached" });
    expect(nimue.url()).toBe(`${base}/game/${code}`);

    // Two votes revive Nimue: Bram is away and does not count toward the threshold.
    await host.getByRole("button", { name: /Revive Nimue \(0\/2\)/ }).click();
    await host.getByRole("button", { name: "You voted to revive Nimue (1/2)" }).waitFor();
    await phone.getByRole("button", { name: /Revive Nimue \(1\/2\)/ }).waitFor({ timeout: 5_000 });
    await snap(host, phone, "06-revive-vote");
    await phone.getByRole("button", { name: /Revive Nimue \(1\/2\)/ }).click();
    // The revive happens as the next round opens: the two play this one out first.
    await cast(phone, "I heal myself with soothing light");
    await cast(host, "I drink a healing potion", true);
    await host
      .getByText("The other wizards' votes bring Nimue back into the fight.")
      .first()
      .waitFor({ timeout: 20_000 });
    await nimue.locator("#move-input").waitFor({ timeout: 20_000 });
    await snap(host, phone, "07-revived");

    // The fight goes on until one side stands; the absent Bram never holds a round open.
    for (let round = 0; round < 15; round += 1) {
      if ((await host.getByTestId("game-over").count()) > 0) break;
      const alive = [];
      for (const page of [host, nimue, phone]) {
        const open = await page
          .locator("#move-input:not([disabled])")
          .waitFor({ timeout: 20_000 })
          .then(() => true)
          .catch(() => false);
        if (open) alive.push(page);
      }
      if (alive.length === 0) break;
      for (const [index, page] of alive.entries())
        await cast(page, "A massive fireball at everyone", index === alive.length - 1);
      await host
        .getByTestId("game-over")
        .or(host.getByText(/begins in/))
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
    }
    await host.getByTestId("game-over").waitFor({ timeout: 45_000 });
    await phone.getByTestId("game-over").waitFor({ timeout: 45_000 });
    await nimue.getByText("Waiting for host to return to the lobby").waitFor();
    expect(await phone.getByRole("button", { name: "Return to Lobby" }).count()).toBe(0);
    await snap(host, phone, "08-game-over");
    const heard = await host.evaluate(
      () => (window as unknown as { heardSounds: [string, number][] }).heardSounds,
    );
    // The start at 0.5, the next rounds' chime at 0.3, and the ending; the files are real WAVs.
    expect(heard).toContainEqual(["game_start", 0.5]);
    expect(heard).toContainEqual(["timer_begin", 0.3]);
    expect(heard.some(([name]) => name === "win_game" || name === "lose_game")).toBe(true);
    for (const name of ["game_start", "timer_loop", "win_game"]) {
      const wav = await host.request.get(`${base}/sounds/${name}.wav`);
      expect(wav.status()).toBe(200);
      expect((await wav.body()).subarray(0, 4).toString()).toBe("RIFF");
    }

    // Back to the lobby together, and a second game: its rounds do not wait for Bram either.
    await host.getByTestId("game-over").getByRole("button", { name: "Return to Lobby" }).click();
    for (const page of [host, nimue, phone])
      await page.waitForURL(`${base}/lobby/${code}`, { waitUntil: "commit", timeout: 5_000 });
    await snap(host, phone, "09-back-in-lobby");
    await host.getByRole("button", { name: "Start Battle" }).click();
    for (const page of [host, nimue, phone])
      await page.waitForURL(`${base}/game/${code}`, { waitUntil: "commit" });
    const secondOpened = Date.now();
    await cast(nimue, "Magic missile at Merlin");
    await cast(phone, "I summon a swarm of starlight bees");
    await cast(host, "A gust of wind at Morgana", true);
    await host.getByText(/Round 2 begins in|Round 2 of/).waitFor({ timeout: 30_000 });
    expect(Date.now() - secondOpened).toBeLessThan(60_000);
    await snap(host, phone, "10-second-game");
    expect(errors).toEqual([]);
  });
});
