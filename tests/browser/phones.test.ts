import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Game } from "../../src/shared/documents.js";
import {
  callFunction,
  createLobbyAs,
  getJson,
  signInGuest,
  signUp,
  type Session,
} from "../helpers/api.js";
import { screenshot } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import {
  chooseLanguage,
  expectInViewport,
  expectNamesReadable,
  narrationDone,
  narrationFrames,
  recordNarration,
} from "../helpers/gameScreen.js";
import { acceptPrivacy, hostCreatesLobby, joinThroughLink } from "../helpers/lobbyFlows.js";

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
      // The account's data arrives after the shell: measure the screen it fills.
      await page.waitForLoadState("networkidle");
      await fitsWidth(page, route);
    }
  });
});

/** Spells of the wizards scripted over HTTP, each with the language they read. */
const OTHERS = [
  { name: "Brunhilde", language: "fr", spell: "I raise a wall of thorns to shield myself" },
  { name: "Evangeline", language: "en", spell: "I curse Percival with endless sneezing" },
  { name: "Morgana", language: "en", spell: "Call forth a phoenix named Ember" },
] as const;

describe("a 390 px phone in a five-wizard battle", () => {
  it("keeps the spell box, the latest narration and every whole name on screen", async () => {
    const base = suite.server.url;
    const host = await signUp(base);
    const code = await createLobbyAs(base, host, "Merlin");
    const others: Session[] = [];
    for (const [index, wizard] of OTHERS.entries()) {
      const session = await signInGuest(base);
      const joined = await callFunction(
        base,
        "joinLobby",
        { lobbyCode: code, playerName: wizard.name, iconId: index + 1, language: wizard.language },
        session.token,
      );
      expect(joined.status).toBe(200);
      others.push(session);
    }
    const page = await suite.player("phone");
    await joinThroughLink(page, `${base}/?joinCode=${code}`, "Percival");
    await page.waitForURL(`${base}/lobby/${code}`, { waitUntil: "commit" });
    await acceptPrivacy(page);
    const settings = { evaluationLimit: 1, roundTime: 120 };
    await callFunction(base, "updateSettings", { lobbyCode: code, settings }, host.token);
    await callFunction(base, "startGame", { lobbyCode: code }, host.token);
    await page.waitForURL(`${base}/game/${code}`, { waitUntil: "commit" });
    await page.getByTestId("round-timer").waitFor({ timeout: 10_000 });
    await callFunction(base, "setDisplaySpeed", { gameId: code, displaySpeed: 3 }, host.token);

    for (const [index, session] of others.entries()) {
      const moveText = OTHERS[index]!.spell;
      await callFunction(base, "submitMove", { gameId: code, moveText }, session.token);
    }
    await callFunction(base, "submitMove", { gameId: code, moveText: "A spark" }, host.token);
    for (const wizard of OTHERS)
      await page.getByTestId(`card-${wizard.name}`).getByTestId("casting-hands").waitFor();

    // Round 1, untouched: the spell box and its buttons are on screen, with no scrolling.
    const input = page.getByLabel("Type your spell (up to 200 characters)");
    await input.fill("A fireball at Merlin");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectInViewport(page, input, "the spell box");
    await expectInViewport(page, page.getByRole("button", { name: "Submit" }), "Submit");
    await expectInViewport(page, page.getByRole("button", { name: "Check mana cost" }), "Check");
    await expectNamesReadable(page, ["Merlin", "Percival", ...OTHERS.map((w) => w.name)]);
    expect(await page.getByRole("button", { name: /mute sound/i }).count()).toBe(1);
    await fitsWidth(page, "the game");

    // The one check of this round is spent: the button says why it went dark.
    await page.getByRole("button", { name: "Check mana cost" }).click();
    await page.getByText(/This spell costs \d+ mana\./).waitFor();
    await input.fill("A huge fireball at Merlin");
    expect(await page.getByRole("button", { name: "Check mana cost" }).isDisabled()).toBe(true);
    await page.getByText("You have reached the evaluation limit for this round").waitFor();
    await screenshot(page, "game-five-wizards", "phone");

    await recordNarration(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("region", { name: "Round 1" }).waitFor({ timeout: 15_000 });
    await narrationDone(page);
    // Each bar moved only once the event that moves it had been typed out.
    const frames = await narrationFrames(page);
    const moves = frames.slice(1).filter((frame) => frame.round === "Round 1");
    expect(moves.length, "no health bar moved during the narration").toBeGreaterThan(0);
    for (const [index, frame] of frames.entries()) {
      if (index === 0 || frame.round !== "Round 1") continue;
      const before = frames[index - 1]!.health;
      for (const [name, health] of Object.entries(frame.health)) {
        if (before[name] === health) continue;
        expect(frame.told, `${name}'s bar moved before any event was told`).toBeGreaterThan(0);
        expect(frame.toldText, `${name}'s bar moved before the narration told why`).toContain(name);
      }
    }
    // Round 2: the newest narration sits just above the spell box, both on screen.
    await page.waitForFunction(
      () => !(document.getElementById("move-input") as HTMLTextAreaElement | null)?.disabled,
    );
    const newest = page.getByTestId("battle-log").locator("li").last();
    await expectInViewport(page, newest, "the newest narration");
    await expectInViewport(page, input, "the spell box");
    await screenshot(page, "game-five-wizards-narrated", "phone");

    // The same battle in French: the earlier narration too, and the lasting effects' kinds.
    const game = await getJson(`${base}/api/games/${code}`, host.token);
    const firstEvent = (game.body.doc as Game).battleLog[0]!.events[0]!;
    await chooseLanguage(page, "Français", "fr");
    await page
      .getByTestId("battle-log")
      .getByText(firstEvent.translated_descriptions.fr!)
      .first()
      .waitFor();
    const effects = page.getByRole("region", { name: "Effets durables" });
    await effects.getByText("Barrière", { exact: true }).waitFor();
    await effects.getByText("Malédiction", { exact: true }).waitFor();
    await screenshot(page, "game-five-wizards-fr", "phone");

    // In Arabic, an event told only in English keeps its own direction: its full stop stays last.
    await chooseLanguage(page, "العربية", "ar", "Langue");
    const english = page
      .getByTestId("battle-log")
      .getByText(firstEvent.translated_descriptions.en!, { exact: true });
    expect(await english.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    await screenshot(page, "game-five-wizards-ar", "phone");
  });
});
