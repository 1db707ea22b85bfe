import { describe, expect, it } from "vitest";
import { screenshot } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { acceptPrivacy, hostCreatesLobby, joinThroughLink } from "../helpers/lobbyFlows.js";

const suite = browserSuite();
const NAME = "<b>Bo</b>";
const SPELL = `<img src=x onerror="window.pwned=1"> fireball at Merlin`;

/** Names and spells are text wherever they appear, and the page could not run a script anyway. */
describe("hostile names and spells", () => {
  it("shows markup typed by players as text, under a policy that forbids inline script", async () => {
    const host = await suite.player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Merlin");
    const guest = await suite.player("phone");
    const answer = await guest.goto(`${suite.server.url}/?joinCode=${code}`);
    const policy = (await answer?.allHeaders())?.["content-security-policy"] ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");

    await joinThroughLink(guest, `${suite.server.url}/?joinCode=${code}`, NAME);
    await guest.waitForURL(`${suite.server.url}/lobby/${code}`, { waitUntil: "commit" });
    await acceptPrivacy(guest);
    await host.getByText(NAME, { exact: true }).first().waitFor();
    expect(await host.locator("b", { hasText: "Bo" }).count()).toBe(0);

    await host.getByRole("button", { name: "Start Battle" }).click();
    for (const page of [host, guest])
      await page.waitForURL(`${suite.server.url}/game/${code}`, { waitUntil: "commit" });
    for (const [page, spell] of [
      [guest, SPELL],
      [host, "A gust of wind"],
    ] as const) {
      const input = page.getByLabel("Type your spell (up to 200 characters)");
      await page.waitForFunction(
        () => !(document.getElementById("move-input") as HTMLTextAreaElement | null)?.disabled,
        undefined,
        { timeout: 15_000 },
      );
      await input.fill(spell);
      await input.press("Enter");
      await page.getByRole("button", { name: "Submit" }).click();
    }
    // The narration tells the fireball; the markup around it is never rendered.
    const log = host.getByTestId("battle-log");
    await log
      .getByText(/fireball/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await log.locator("img").count()).toBe(0);
    for (const page of [host, guest])
      expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await screenshot(host, "hostile-text", "desktop");
    await screenshot(guest, "hostile-text", "phone");
  });
});
