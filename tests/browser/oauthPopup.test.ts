import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, screenshot } from "../helpers/browser.js";
import { startOidcProvider, type LoopbackOidc } from "../helpers/oidcProvider.js";
import { freePort, startTestServer, type TestServer } from "../helpers/testServer.js";
import { ensureWebBuild } from "../helpers/webBuild.js";

let server: TestServer;
let oidc: LoopbackOidc;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  oidc = await startOidcProvider(`${base}/api/auth/callback/oidc`);
  server = await startTestServer({
    port,
    publicUrl: base,
    webRoot: ensureWebBuild(),
    oauthProvider: {
      kind: "oidc",
      id: "oidc",
      name: "Loopback ID",
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await oidc?.close();
});

async function signInAsGuest(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch("/api/auth/sign-in/anonymous", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    return ((await response.json()) as { user: { id: string } }).user.id;
  });
}

/** Goes through oidc-provider's development login and consent screens in the popup. */
async function completeProviderLogin(popup: Page, login: string): Promise<void> {
  popup.on("response", (response) => {
    if (response.status() >= 400) console.log("OIDC-DIAG popup", response.status(), response.url());
  });
  await popup.waitForLoadState();
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill("any");
  const closed = popup.waitForEvent("close").then(() => true);
  await popup.locator('button[type="submit"]').click();
  // Either the consent screen follows, or the popup finishes and closes by itself.
  const consentShown = popup
    .locator('input[name="prompt"][value="consent"]')
    .waitFor({ state: "attached", timeout: 30_000 })
    .then(() => false);
  if (await Promise.race([closed, consentShown])) return;
  await popup.locator('button[type="submit"]').click();
  await closed;
}

/** A new browser profile logs in with the provider and reports /api/me. */
async function loginInFreshBrowser(login: string): Promise<{ id: string; email: string }> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(`${server.url}/login?mode=login`);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Continue with Loopback ID" }).click(),
  ]);
  await completeProviderLogin(popup, login);
  await page
    .waitForURL(`${server.url}/`, { waitUntil: "commit", timeout: 40_000 })
    .catch(async (error: unknown) => {
      console.log(
        "OIDC-DIAG",
        page.url(),
        (
          await page
            .locator("main")
            .innerText()
            .catch(() => "")
        ).slice(0, 500),
      );
      throw error;
    });
  const me = await page.evaluate(async () => (await fetch("/api/me")).json());
  await page.context().close();
  return me as { id: string; email: string };
}

describe("third-party sign-in through a real OIDC provider on loopback", () => {
  it("needs the terms checkbox before opening the provider", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole("button", { name: "Continue with Loopback ID" }).click();
    await page
      .getByText("You must accept the Terms and Privacy Policy to create an account")
      .waitFor();
    await page.context().close();
  });

  it("links a guest who signs in with the provider in a popup: same id, credits granted", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${server.url}/login`);
    const guestId = await signInAsGuest(page);
    await page.reload();
    await page.getByRole("checkbox").check();
    await screenshot(page, "login-with-provider", "desktop");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Continue with Loopback ID" }).click(),
    ]);
    await completeProviderLogin(popup, "morgana");
    await page.waitForURL(`${server.url}/`, { waitUntil: "commit", timeout: 40_000 });
    const me = await page.evaluate(async () => (await fetch("/api/me")).json());
    expect(me).toEqual({
      signedIn: true,
      id: guestId,
      email: "morgana@oidc.test",
      isAnonymous: false,
      credits: 100,
    });
    await page.getByTestId("credits").waitFor();
    await page.context().close();
  });

  it("signs the same person in again later as the same account", async () => {
    const first = await loginInFreshBrowser("nimue");
    const second = await loginInFreshBrowser("nimue");
    expect(second).toMatchObject({ id: first.id, email: "nimue@oidc.test" });
  });

  it("says so when the popup is blocked", async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      // What a browser's popup blocker does: window.open answers null.
      window.open = () => null;
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/login?mode=login`);
    await page.getByRole("button", { name: "Continue with Loopback ID" }).click();
    await page
      .getByText("The sign-in popup was blocked. Please allow popups for this site and try again.")
      .waitFor();
    await context.close();
  });

  it("says the sign-in was cancelled when the player closes the popup", async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto(`${server.url}/login?mode=login`);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Continue with Loopback ID" }).click(),
    ]);
    await popup.waitForLoadState();
    await popup.close();
    await page.getByText("Sign-in was cancelled.").waitFor({ timeout: 10_000 });
    expect(await page.evaluate(async () => (await fetch("/api/me")).json())).toEqual({
      signedIn: false,
    });
    await page.context().close();
  });
});
