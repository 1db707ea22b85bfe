import { describe, expect, it } from "vitest";
import { screenshot, type ViewportName } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { acceptPrivacy, hostCreatesLobby, joinThroughLink } from "../helpers/lobbyFlows.js";

const suite = browserSuite({ clipboard: true });
const player = (viewport?: ViewportName) => suite.player(viewport);

describe("a group gathers in a lobby", () => {
  it("host creates, guests join by the invite link, the host runs the lobby and starts", async () => {
    const host = await player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Merlin");
    await expect(host.getByText("Merlin").first().isVisible()).resolves.toBe(true);
    await screenshot(host, "lobby-host", "desktop");

    await host.getByRole("button", { name: "Copy invite link" }).click();
    await host.getByRole("button", { name: "Copied" }).waitFor();
    const link = await host.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${suite.server.url}/?joinCode=${code}`);
    await host.getByRole("button", { name: "Copy invite link" }).waitFor({ timeout: 4_000 });

    const guest = await player("phone");
    await joinThroughLink(guest, link, "Nimue");
    await expect(guest.getByLabel("Lobby code").inputValue()).resolves.toBe(code);
    await guest.waitForURL(`${suite.server.url}/lobby/${code}`, { waitUntil: "commit" });
    await acceptPrivacy(guest);
    await guest.getByText("Waiting for host to start").waitFor();
    await host.getByTestId("player-Nimue").waitFor({ timeout: 1_500 });

    const rival = await player("desktop");
    await joinThroughLink(rival, link, "nIMUE");
    await rival.getByText("This name is already taken").waitFor();
    await screenshot(rival, "home-name-taken", "desktop");
    await rival.getByLabel("Your wizard name").fill("Morgana");
    await rival.getByRole("button", { name: "Join Game" }).click();
    await rival.waitForURL(`${suite.server.url}/lobby/${code}`, { waitUntil: "commit" });
    await acceptPrivacy(rival);
    await host.getByTestId("player-Morgana").waitFor({ timeout: 1_500 });

    await host.getByRole("button", { name: "Add bot" }).click();
    await expect(
      host.getByText("4 / 8 wizards").waitFor({ timeout: 1_500 }),
    ).resolves.toBeUndefined();
    await guest.getByRole("tab", { name: "Players" }).click();
    await guest.getByText("4 / 8 wizards").waitFor({ timeout: 1_500 });
    await screenshot(guest, "lobby-guest", "phone");

    await host.getByRole("tab", { name: "Custom Settings" }).click();
    // The switch follows the server's lobby, so it turns on once the change comes back.
    await host.getByRole("switch", { name: /Teams/ }).click();
    await host.getByRole("switch", { name: /Teams/, checked: true }).waitFor({ timeout: 1_500 });
    await host.getByTestId("player-Nimue").getByTestId("team-badge").click();
    await host
      .getByTestId("player-Nimue")
      .getByTestId("team-badge")
      .filter({ hasText: "1" })
      .waitFor({ timeout: 1_500 });
    await guest
      .getByTestId("player-Nimue")
      .getByTestId("team-badge")
      .filter({ hasText: "1" })
      .waitFor({ timeout: 1_500 });

    await host.getByRole("tab", { name: "Game Modes" }).click();
    await host.getByRole("radio", { name: /Quickplay/ }).click();
    await host.getByRole("radio", { name: /Quickplay/, checked: true }).waitFor();
    await guest.getByRole("tab", { name: "Game Modes" }).click();
    await guest
      .getByRole("radio", { name: /Quickplay/, checked: true })
      .waitFor({ timeout: 1_500 });

    await host.getByRole("tab", { name: "Custom Settings" }).click();
    await expect(host.getByLabel("Initial mana").inputValue()).resolves.toBe("30");
    const save = host.getByRole("button", { name: "Save" });
    await expect(save.isDisabled()).resolves.toBe(true);
    const bounds: [string, string, string][] = [
      ["Round time (seconds)", "500", "Round time must be at most 180 seconds"],
      ["Round time (seconds)", "0", "Round time must be at least 1 seconds"],
      ["Round time (seconds)", "", "Round time is required"],
      ["Max rounds", "101", "Max rounds must be at most 100 rounds"],
      ["Evaluation limit", "11", "Evaluation limit must be at most 10 evaluations"],
      ["Max health", "-2", "Max health must be at least -1 HP"],
      ["Initial health", "0", "Initial health must be at least 1 HP"],
      ["Max players", "9", "Your subscription allows up to 8 players"],
      ["Max players", "3", "Max players cannot be below the number of players in the lobby"],
    ];
    for (const [label, value, message] of bounds) {
      const input = host.getByLabel(label, { exact: true });
      const before = await input.inputValue();
      await input.fill(value);
      await host.getByText(message).waitFor();
      await expect(save.isDisabled()).resolves.toBe(true);
      await input.fill(before);
    }
    await host.getByLabel("Round time (seconds)", { exact: true }).fill("45");
    await screenshot(host, "lobby-custom-settings", "desktop");
    await save.click();
    await host.getByText("Saved").waitFor();
    await guest.getByRole("tab", { name: "Custom Settings" }).click();
    await guest.getByText("Only the host can change the settings.").waitFor();
    await guest.getByText("45", { exact: true }).waitFor({ timeout: 1_500 });

    await host.getByRole("button", { name: "Remove Morgana" }).click();
    await host.getByRole("dialog").getByRole("button", { name: "Remove", exact: true }).click();
    await rival.getByText("The host removed you from the lobby.").waitFor({ timeout: 3_000 });
    await host.getByText("3 / 8 wizards").waitFor({ timeout: 1_500 });

    await host.getByRole("button", { name: "Start Battle" }).click();
    await host.waitForURL(`${suite.server.url}/game/${code}`, {
      waitUntil: "commit",
      timeout: 3_000,
    });
    await guest.waitForURL(`${suite.server.url}/game/${code}`, {
      waitUntil: "commit",
      timeout: 3_000,
    });
  });

  it("closes the lobby for everyone when the host leaves", async () => {
    const host = await player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Gandric");
    const guest = await player("desktop");
    await joinThroughLink(guest, `${suite.server.url}/?joinCode=${code}`, "Elowen");
    await guest.waitForURL(`${suite.server.url}/lobby/${code}`, { waitUntil: "commit" });
    await acceptPrivacy(guest);
    await expect(guest.getByRole("button", { name: "Start Battle" }).count()).resolves.toBe(0);

    await host.getByRole("button", { name: "Leave lobby" }).click();
    await host.getByRole("button", { name: "Close lobby" }).click();
    await host.waitForURL(`${suite.server.url}/`, { waitUntil: "commit" });
    await guest.getByText("The host closed the lobby.").waitFor({ timeout: 2_000 });
    await screenshot(guest, "lobby-closed", "desktop");
    await guest.getByRole("link", { name: "Back to Home" }).click();
    await guest.waitForURL(`${suite.server.url}/`, { waitUntil: "commit" });
  });

  it("sends a visitor of someone else's lobby to join it, and asks about privacy first", async () => {
    const host = await player("desktop");
    const code = await hostCreatesLobby(host, suite.server.url, "Alaric");
    const visitor = await player("phone");
    await visitor.goto(`${suite.server.url}/lobby/${code}`);
    await visitor.waitForURL(`${suite.server.url}/?joinCode=${code}`, { waitUntil: "commit" });
    await visitor.getByTestId("joining-as").waitFor();
    await screenshot(visitor, "home-invited", "phone");

    await visitor.getByLabel("Your wizard name").fill("Isolde");
    await visitor.getByRole("button", { name: "Join Game" }).click();
    // The notice comes before the join: a modal that Escape does not dismiss; declining leaves
    // the visitor on the form, never seen by the lobby.
    const notice = visitor.getByRole("dialog", { name: "Before you play" });
    await notice.waitFor();
    await visitor.keyboard.press("Escape");
    expect(await notice.isVisible()).toBe(true);
    await screenshot(visitor, "privacy-notice", "phone");
    await visitor.getByRole("button", { name: "Decline & Exit" }).click();
    await notice.waitFor({ state: "hidden" });
    expect(visitor.url()).toBe(`${suite.server.url}/?joinCode=${code}`);
    await host.getByText("1 / 8 wizards").waitFor({ timeout: 2_000 });
  });

  it("asks for a login before creating, and shows the spec's messages on the home page", async () => {
    const page = await player("desktop");
    await page.goto(`${suite.server.url}/`);
    await screenshot(page, "home", "desktop");
    await page.getByRole("button", { name: "Create New Lobby" }).click();
    await page.getByText("Name is required").waitFor();
    await page.getByLabel("Your wizard name").fill("Z");
    await page.getByRole("button", { name: "Create New Lobby" }).click();
    await page.getByText("Name must be at least 2 characters").waitFor();
    await page.getByLabel("Your wizard name").fill("Zephyr");
    await expect(page.getByRole("button", { name: "Join Game" }).isDisabled()).resolves.toBe(true);
    await page.getByLabel("Lobby code").fill("zzzzzz");
    await expect(page.getByLabel("Lobby code").inputValue()).resolves.toBe("ZZZZZZ");
    await page.getByRole("button", { name: "Join Game" }).click();
    await acceptPrivacy(page);
    await page.getByText("This lobby doesn't exist or has been closed.").waitFor();
    await page.getByRole("button", { name: "Create New Lobby" }).click();
    await page.waitForURL(/\/login\?redirect=%2Flobby%2Fcreate/, { waitUntil: "commit" });

    await page.goto(`${suite.server.url}/`);
    await expect(page.getByLabel("Your wizard name").inputValue()).resolves.toBe("Zephyr");
    await page.evaluate(() => localStorage.setItem("selectedIcon", "17"));
    await page.reload();
    await page.getByRole("img", { name: "Green wizard" }).waitFor();
  });

  it("opens How to Play and walks its five steps", async () => {
    const page = await player("phone");
    await page.goto(`${suite.server.url}/`);
    await page.getByRole("button", { name: "How to Play" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Invite friends").waitFor();
    // Each step shows its picture once it has loaded.
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>("[data-testid=step-image]");
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    await screenshot(page, "how-to-play", "phone");
    for (let step = 0; step < 4; step += 1)
      await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByText("Battle simulation").waitFor();
    await dialog.getByTestId("step-image").waitFor();
    await dialog.getByRole("button", { name: "Got it!" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  it("shows a step's emoji when its picture cannot load", async () => {
    const page = await player("desktop");
    await page.route("**/how-to-play/*.svg", (route) => route.abort());
    await page.goto(`${suite.server.url}/`);
    await page.getByRole("button", { name: "How to Play" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("step-emoji").getByText("🧙").waitFor();
    await screenshot(page, "how-to-play-fallback", "desktop");
  });
});
