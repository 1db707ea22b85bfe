import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Picks a language in the navbar's language submenu, by the language's own name; `submenu` is the
 * submenu's name in the language shown now.
 */
export async function chooseLanguage(
  page: Page,
  name: string,
  code: string,
  submenu = "Language",
): Promise<void> {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: submenu }).click();
  await page.getByRole("menuitemradio", { name }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, code);
}

/** A player reads every wizard's whole name on their card: nothing is cut off with an ellipsis. */
export async function expectNamesReadable(page: Page, names: string[]): Promise<void> {
  for (const name of names) {
    const label = page.getByTestId(`card-${name}`).getByText(name, { exact: true }).first();
    const { scroll, client } = await label.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(scroll, `${name}'s name is cut off (${scroll}px in ${client}px)`).toBeLessThanOrEqual(
      client,
    );
  }
}

/** The element is on screen as the page stands, without the player scrolling to it. */
export async function expectInViewport(page: Page, target: Locator, label: string): Promise<void> {
  const box = await target.boundingBox();
  const height = await page.evaluate(() => window.innerHeight);
  expect(box, `${label} is not rendered`).not.toBeNull();
  expect(box!.y, `${label} starts above the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${label} ends below the ${height}px screen`).toBeLessThanOrEqual(
    height,
  );
}

/** One look at the screen while the narration types: what is told, and what the cards show. */
export interface NarrationFrame {
  /** The heading of the newest round in the battle log. */
  round: string;
  /** Events of that round typed to the end, and their text. */
  told: number;
  toldText: string;
  /** Health per card, as its bar says. */
  health: Record<string, string>;
}

/**
 * Watches the game screen from now on and keeps a frame each time a card's health bar moves, so a
 * test can tell whether the bars ran ahead of the narration.
 */
export async function recordNarration(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: NarrationFrame[] = [];
    Object.assign(window, { narrationFrames: frames });
    const look = (): NarrationFrame => {
      const rounds = document.querySelectorAll("[data-testid=battle-log] > section");
      const newest = rounds[rounds.length - 1];
      const items = newest ? [...newest.querySelectorAll("li")] : [];
      // The typing cursor marks the event still being typed.
      const told = items.filter((item) => !(item.textContent ?? "").includes("▍"));
      const health: Record<string, string> = {};
      for (const card of document.querySelectorAll<HTMLElement>("[data-testid^=card-]")) {
        const meter = card.querySelector("[role=meter][aria-label=Health]");
        health[card.dataset.testid!.slice(5)] = meter?.getAttribute("aria-valuenow") ?? "";
      }
      return {
        round: newest?.getAttribute("aria-label") ?? "",
        told: told.length,
        toldText: told.map((item) => item.textContent).join("\n"),
        health,
      };
    };
    let last = look();
    frames.push(last);
    new MutationObserver(() => {
      const frame = look();
      if (JSON.stringify(frame.health) !== JSON.stringify(last.health)) frames.push(frame);
      last = frame;
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

export async function narrationFrames(page: Page): Promise<NarrationFrame[]> {
  return page.evaluate(
    () => (window as unknown as { narrationFrames: NarrationFrame[] }).narrationFrames,
  );
}

/** Waits until the battle log has nothing left to type. */
export async function narrationDone(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const log = document.querySelector("[data-testid=battle-log]");
      // Between two events the cursor is gone for a frame: the line still marked typing says so.
      return Boolean(
        log && !(log.textContent ?? "").includes("▍") && !log.querySelector("[data-typing]"),
      );
    },
    undefined,
    { timeout },
  );
}
