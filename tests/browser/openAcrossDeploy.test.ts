import { describe, expect, it } from "vitest";
import { createLobbyAs, joinLobbyAs, signInGuest, signUp } from "../helpers/api.js";
import { browserSuite } from "../helpers/browserSuite.js";
import { acceptPrivacy, joinThroughLink } from "../helpers/lobbyFlows.js";

const suite = browserSuite();

describe("a page whose server pushes in a newer form (a deploy while it was open)", () => {
  it("reloads once to take the new code, then stays", async () => {
    const { url } = suite.server;
    const host = await signUp(url);
    const code = await createLobbyAs(url, host);
    const page = await suite.player("phone");
    // The server is made to announce the next push form, as a newer deployment would.
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      const upstream = socket.connectToServer();
      upstream.onMessage((message) =>
        socket.send(
          typeof message === "string" ? message.replace('"format":2}', '"format":3}') : message,
        ),
      );
    });
    let loads = 0;
    page.on("load", () => (loads += 1));
    await joinThroughLink(page, `${url}/?joinCode=${code}`, "Nimue");
    await page.waitForURL(`${url}/lobby/${code}`, { waitUntil: "commit" });
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await acceptPrivacy(page);
    await page.getByText("Nimue").first().waitFor();
    // Once for a form: a page that still gets the old code does not reload for ever. A later
    // push shown on the page proves it kept running after it met the newer form again.
    await joinLobbyAs(url, code, await signInGuest(url), "Vivien");
    await page.getByText("Vivien").first().waitFor();
    expect(loads).toBe(2);
  }, 60_000);
});

describe("a page whose next screen's code was renamed by a deploy", () => {
  it("reloads once when the screen's chunk is gone, and shows the screen", async () => {
    const { url } = suite.server;
    const page = await suite.player("desktop");
    let refused = 0;
    // The first request for the Terms screen's code fails, as a file of the old build would.
    await page.route(/\/assets\/TermsScreen-[^/]+\.js$/, (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, body: "" });
    });
    let loads = 0;
    page.on("load", () => (loads += 1));
    await page.goto(url);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Terms" }).click();
    await page.getByRole("heading", { name: "Terms of Service" }).waitFor({ timeout: 10_000 });
    expect(refused).toBe(1);
    expect(loads).toBe(2);
  }, 60_000);
});

describe("a page that meets both a newer push form and a screen whose code is gone", () => {
  it("reloads once for each and does not take turns between them", async () => {
    const { url } = suite.server;
    const host = await signUp(url);
    const code = await createLobbyAs(url, host);
    const page = await suite.player("desktop");
    // Both causes persist, as when a cache keeps serving the old build.
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      const upstream = socket.connectToServer();
      upstream.onMessage((message) =>
        socket.send(
          typeof message === "string" ? message.replace('"format":2}', '"format":3}') : message,
        ),
      );
    });
    await page.route(/\/assets\/TermsScreen-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    let loads = 0;
    page.on("load", () => (loads += 1));
    await joinThroughLink(page, `${url}/?joinCode=${code}`, "Nimue");
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await acceptPrivacy(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Terms" }).click();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(3);
    // Back in the lobby, the newer form is met again: it was already reloaded for.
    await page.goto(`${url}/lobby/${code}`);
    await page.getByText("Nimue").first().waitFor();
    await joinLobbyAs(url, code, await signInGuest(url), "Vivien");
    await page.getByText("Vivien").first().waitFor();
    expect(loads).toBe(4);
  }, 60_000);
});
