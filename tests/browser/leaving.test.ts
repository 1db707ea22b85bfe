import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, type ViewportName } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { hostCreatesLobby, joinThroughLink } from "../helpers/lobbyFlows.js";

const suite = browserSuite();
const player = (viewport?: ViewportName) => suite.player(viewport);

/** A second wizard joins the host's lobby by its invite link and waits in it. */
async function guestJoins(code: string, name: string, viewport: ViewportName): Promise<Page> {
  const guest = await player(viewport);
  await joinThroughLink(guest, `${suite.server.url}/?joinCode=${code}`, name);
  await guest.waitForURL(`${suite.server.url}/lobby/${code}`, { waitUntil: "commit" });
  await guest.getByText("Waiting for host to start").waitFor();
  return guest;
}

describe("leaving is clear and never an accident", () => {
  it("asks before the host closes the lobby, and tells those left behind the host closed it", async () => {
    const host = await player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Gandric");
    const guest = await guestJoins(code, "Elowen", "phone");
    await host.getByTestId("player-Elowen").waitFor();

    // The navbar's back arrow asks first, and Cancel leaves everything as it was.
    await host.getByRole("button", { name: "Back", exact: true }).click();
    const question = host.getByRole("dialog", { name: "Close the lobby?" });
    await question.getByText("if you leave, the lobby closes").waitFor();
    await screenshot(host, "confirm-close-lobby", "desktop");
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "detached" });
    expect(host.url()).toBe(`${suite.server.url}/lobby/${code}`);
    await host.getByTestId("player-Elowen").waitFor();

    // So does the Leave lobby button; confirming closes the lobby for everyone.
    await host.getByRole("button", { name: "Leave lobby" }).click();
    await question.getByRole("button", { name: "Close lobby" }).click();
    await host.waitForURL(`${suite.server.url}/`, { waitUntil: "commit" });
    await guest.getByRole("heading", { name: "Lobby closed" }).waitFor({ timeout: 2_000 });
    await guest.getByText("The host closed the lobby.").waitFor();
    expect(await guest.getByText("This lobby doesn't exist").count()).toBe(0);
    await screenshot(guest, "lobby-closed-by-host", "phone");
  });

  it("asks before removing a friend, and tells them they were removed; a bot goes at once", async () => {
    const host = await player("phone");
    const code = await hostCreatesLobby(host, suite.server.url, "Alaric");
    const guest = await guestJoins(code, "Isolde", "desktop");

    await host.getByRole("button", { name: "Remove Isolde" }).click();
    const question = host.getByRole("dialog", { name: "Remove Isolde?" });
    await question.getByText("Isolde will be sent out of the lobby.").waitFor();
    await screenshot(host, "confirm-remove-player", "phone");
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "detached" });
    await host.getByText("2 / 8 wizards").waitFor();
    await guest.getByText("Waiting for host to start").waitFor();

    await host.getByRole("button", { name: "Remove Isolde" }).click();
    await question.getByRole("button", { name: "Remove", exact: true }).click();
    await guest
      .getByRole("heading", { name: "Removed from the lobby" })
      .waitFor({ timeout: 2_000 });
    await guest.getByText("The host removed you from the lobby.").waitFor();
    // The removed player stays on the message, not on a join form that invites them back.
    expect(guest.url()).toBe(`${suite.server.url}/lobby/${code}`);
    await screenshot(guest, "lobby-removed", "desktop");
    await host.getByText("1 / 8 wizards").waitFor();

    await host.getByRole("button", { name: "Add bot" }).click();
    await host.getByText("2 / 8 wizards").waitFor();
    const bot = host.getByRole("listitem").filter({ hasText: "Bot" });
    await bot.getByRole("button", { name: /^Remove / }).click();
    await host.getByText("1 / 8 wizards").waitFor();
    expect(await host.getByRole("dialog").count()).toBe(0);
  });

  it("asks before the host's door or back arrow ends a battle under way", async () => {
    const host = await player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Merlin");
    await host.getByRole("button", { name: "Add bot" }).click();
    await host.getByText("2 / 8 wizards").waitFor();
    await host.getByRole("button", { name: "Start Battle" }).click();
    await host.waitForURL(`${suite.server.url}/game/${code}`, { waitUntil: "commit" });

    const door = host.getByRole("button", { name: "Return to Lobby" }).first();
    await door.click();
    const endBattle = host.getByRole("dialog", { name: "End the battle?" });
    await endBattle.getByText("even mid-round").waitFor();
    await screenshot(host, "confirm-end-battle", "desktop");
    await endBattle.getByRole("button", { name: "Cancel" }).click();
    await endBattle.waitFor({ state: "detached" });
    expect(host.url()).toBe(`${suite.server.url}/game/${code}`);

    await host.getByRole("button", { name: "Back", exact: true }).click();
    const closeLobby = host.getByRole("dialog", { name: "Close the lobby?" });
    await closeLobby.getByRole("button", { name: "Cancel" }).click();
    await closeLobby.waitFor({ state: "detached" });
    expect(host.url()).toBe(`${suite.server.url}/game/${code}`);

    await door.click();
    await endBattle.getByRole("button", { name: "End battle" }).click();
    await host.waitForURL(`${suite.server.url}/lobby/${code}`, {
      waitUntil: "commit",
      timeout: 3_000,
    });
  });
});

describe("the privacy notice comes before the lobby sees a name", () => {
  it("asks before joining: declining sends nothing, accepting joins", async () => {
    const host = await player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Morgana");
    const visitor = await player("phone");
    let joins = 0;
    visitor.on("request", (request) => {
      if (request.url().endsWith("/api/functions/joinLobby")) joins += 1;
    });
    await visitor.goto(`${suite.server.url}/?joinCode=${code}`);
    await visitor.getByLabel("Your wizard name").fill("Isolde");
    await visitor.getByRole("button", { name: "Join Game" }).click();

    const notice = visitor.getByRole("dialog", { name: "Before you play" });
    await notice.waitFor();
    expect(joins).toBe(0);
    expect(visitor.url()).toBe(`${suite.server.url}/?joinCode=${code}`);
    await screenshot(visitor, "privacy-before-join", "phone");

    // A modal: Escape does not dismiss it. Declining leaves the player on the form, unjoined.
    await visitor.keyboard.press("Escape");
    expect(await notice.isVisible()).toBe(true);
    await visitor.getByRole("button", { name: "Decline & Exit" }).click();
    await notice.waitFor({ state: "hidden" });
    expect(joins).toBe(0);
    await visitor.getByRole("button", { name: "Join Game" }).waitFor();
    await host.getByText("1 / 8 wizards").waitFor();

    await visitor.getByRole("button", { name: "Join Game" }).click();
    await visitor.getByRole("button", { name: "Accept & Continue" }).click();
    await visitor.waitForURL(`${suite.server.url}/lobby/${code}`, { waitUntil: "commit" });
    expect(joins).toBe(1);
    await host.getByTestId("player-Isolde").waitFor();
    await visitor.getByText("Waiting for host to start").waitFor();
    expect(await notice.isVisible()).toBe(false);
  });

  it("never shows the notice over a lobby that is not there", async () => {
    const host = await player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Thaddeus");
    const guest = await guestJoins(code, "Seraphina", "desktop");
    // A member who never answered the notice (as a host, asked in the lobby).
    await guest.evaluate(() => localStorage.removeItem("privacyAccepted"));
    const notice = guest.getByRole("dialog", { name: "Before you play" });

    // Not over "Lobby not found" (a malformed code)...
    await guest.goto(`${suite.server.url}/lobby/ABCDE`);
    await guest.getByText("This lobby doesn't exist or has been closed.").waitFor();
    expect(await notice.count()).toBe(0);

    // ...but over the room, and not once the lobby is gone.
    await guest.goto(`${suite.server.url}/lobby/${code}`);
    await notice.waitFor();
    const closed = await host.evaluate(async (lobbyCode) => {
      const response = await fetch("/api/functions/leaveLobby", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ data: { lobbyCode } }),
      });
      return response.ok;
    }, code);
    expect(closed).toBe(true);
    await guest.getByRole("heading", { name: /Lobby (closed|not found)/ }).waitFor();
    expect(await notice.count()).toBe(0);
  });
});
