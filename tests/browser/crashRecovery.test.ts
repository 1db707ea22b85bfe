import { rmSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { callFunction, createLobbyAs, signUp } from "../helpers/api.js";
import { launchBrowser, newContext, screenshot } from "../helpers/browser.js";
import { acceptPrivacy, joinThroughLink } from "../helpers/lobbyFlows.js";
import { startServerProcess, type ServerProcess } from "../helpers/serverProcess.js";
import { freePort } from "../helpers/testServer.js";
import { ensureWebBuild } from "../helpers/webBuild.js";
import { freshDataFolder } from "../helpers/freshDataFolder.js";

const dataDir = freshDataFolder("spellbrawl-browser-crash-");
const running: ServerProcess[] = [];
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
  await Promise.all(running.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<ServerProcess> {
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      FREE_CREDITS: "100",
      AUTH_SECRET: "browser-crash-secret-browser-crash-42",
    },
    30_000,
    port,
  );
  running.push(server);
  return server;
}

describe("a browser in a game while its server is killed (SIGKILL) and restarted", () => {
  it("recovers on its own: the round that was running ends and the next one opens", async () => {
    ensureWebBuild();
    const port = await freePort();
    const server = await start(port);
    const base = server.url;
    const host = await signUp(base);
    const code = await createLobbyAs(base, host);

    browser = await launchBrowser();
    const page = await (await newContext(browser, "phone")).newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await joinThroughLink(page, `${base}/?joinCode=${code}`, "Nimue");
    await page.waitForURL(`${base}/lobby/${code}`, { waitUntil: "commit" });
    await acceptPrivacy(page);
    await callFunction(
      base,
      "updateSettings",
      { lobbyCode: code, settings: { roundTime: 15 } },
      host.token,
    );
    await callFunction(base, "startGame", { lobbyCode: code }, host.token);
    await page.waitForURL(`${base}/game/${code}`, { waitUntil: "commit" });
    await page.getByTestId("round-timer").waitFor({ timeout: 10_000 });

    server.child.kill("SIGKILL");
    await new Promise((resolve) => server.child.once("exit", resolve));
    await start(port);

    // Nobody touches the page: it reconnects, the round ends on time on the new process, and
    // its narration and the next round arrive.
    await page.getByRole("region", { name: "Round 1" }).waitFor({ timeout: 45_000 });
    await page.getByText(/Round 2 of/).waitFor({ timeout: 15_000 });
    await screenshot(page, "crash-recovered", "phone");
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
