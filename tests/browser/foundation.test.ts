import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, signUp, uniqueEmail } from "../helpers/api.js";
import { launchBrowser, newContext, screenshot, type ViewportName } from "../helpers/browser.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { ensureWebBuild } from "../helpers/webBuild.js";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ webRoot: ensureWebBuild() });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(viewport: ViewportName = "desktop"): Promise<Page> {
  const context = await newContext(browser, viewport);
  return context.newPage();
}

const ROUTES = [
  "/",
  "/login",
  "/portal",
  "/lobby/create",
  "/lobby/ABCDEF",
  "/game/ABCDEF",
  "/pricing",
  "/account",
  "/subscription-success",
  "/subscription-success?unsuccessful=true",
  "/terms",
  "/privacy",
  "/no/such/page",
];

describe("routes and navbar", () => {
  it("serves every route of the spec with the navbar", async () => {
    const page = await openPage();
    for (const route of ROUTES) {
      const response = await page.goto(`${server.url}${route}`);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole("link", { name: "Spellbrawl" }).isVisible(), route).resolves.toBe(
        true,
      );
      await expect(page.getByRole("button", { name: "Menu" }).isVisible(), route).resolves.toBe(
        true,
      );
    }
    await page.context().close();
  });

  for (const viewport of ["desktop", "phone"] as const) {
    it(`shows the not-found, terms, privacy and login pages (${viewport})`, async () => {
      const page = await openPage(viewport);
      await page.goto(`${server.url}/somewhere/else`);
      await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
      await expect(
        page.getByText("The page you're looking for doesn't exist or has been moved.").isVisible(),
      ).resolves.toBe(true);
      await screenshot(page, "not-found", viewport);
      await page.getByRole("link", { name: "Return to Home" }).click();
      await page.waitForURL(`${server.url}/`, { waitUntil: "commit" });

      await page.goto(`${server.url}/terms`);
      await page.getByRole("heading", { name: "Terms of Service" }).waitFor();
      await screenshot(page, "terms", viewport);
      await page.goto(`${server.url}/privacy`);
      await page.getByRole("heading", { name: "Privacy Policy" }).waitFor();
      await expect(page.getByText("Cookies and local storage").isVisible()).resolves.toBe(true);
      await screenshot(page, "privacy", viewport);
      await page.goto(`${server.url}/login`);
      await page.getByRole("heading", { name: "Sign Up" }).waitFor();
      await screenshot(page, "login", viewport);
      await page.getByRole("button", { name: "Menu" }).click();
      await screenshot(page, "navbar-menu", viewport);
      await page.context().close();
    });
  }

  it("lists menu entries by role, opens the language submenu and closes on an outside click", async () => {
    const page = await openPage();
    await page.goto(`${server.url}/terms`);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("menu");
    const names = await menu.getByRole("menuitem").allInnerTexts();
    expect(names.map((name) => name.trim())).toEqual([
      "Home",
      "Pricing",
      "Sign Up",
      "Terms",
      "Privacy",
      "Language",
    ]);

    await menu.getByRole("menuitem", { name: "Language" }).click();
    await expect(menu.getByRole("menuitem", { name: "Back" }).isVisible()).resolves.toBe(true);
    await expect(menu.getByRole("menuitemradio", { name: "English" }).isVisible()).resolves.toBe(
      true,
    );
    await menu.getByRole("menuitem", { name: "Back" }).click();
    await expect(menu.getByRole("menuitem", { name: "Pricing" }).isVisible()).resolves.toBe(true);

    await page.getByRole("heading", { name: "Terms of Service" }).click();
    await expect(page.getByRole("menu").count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Privacy" }).click();
    await page.waitForURL(`${server.url}/privacy`, { waitUntil: "commit" });
    await expect(page.getByRole("menu").count()).resolves.toBe(0);
    await page.context().close();
  });

  it("keeps the mute choice in session storage across a reload", async () => {
    const page = await openPage();
    await page.goto(`${server.url}/terms`);
    await page.getByRole("button", { name: "Mute sound" }).click();
    await expect(page.evaluate(() => sessionStorage.getItem("muted"))).resolves.toBe("true");
    await page.reload();
    await page.getByRole("button", { name: "Unmute sound" }).waitFor();
    await page.context().close();
  });

  it("the back button returns to the previous page", async () => {
    const page = await openPage();
    await page.goto(`${server.url}/terms`);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("menuitem", { name: "Privacy" }).click();
    await page.getByRole("heading", { name: "Privacy Policy" }).waitFor();
    await page.getByRole("button", { name: "Back" }).first().click();
    await page.waitForURL(`${server.url}/terms`, { waitUntil: "commit" });
    await page.context().close();
  });
});

describe("sign-up, login and the account guard", () => {
  it("sends signed-out visitors of /account to /login and back after signing up", async () => {
    const page = await openPage();
    await page.goto(`${server.url}/account`);
    await page.waitForURL(/\/login\?redirect=%2Faccount$/, { waitUntil: "commit" });

    const submit = page.getByRole("button", { name: "Create account" });
    await submit.click();
    await page.getByText("Please enter your email address").waitFor();
    await page.getByLabel("Email").fill("merlin@example.com");
    await submit.click();
    await page.getByText("Please enter your password").waitFor();
    await page.getByLabel("Password").fill("abc");
    await submit.click();
    await page
      .getByText("You must accept the Terms and Privacy Policy to create an account")
      .waitFor();
    await page.getByRole("checkbox").check();
    await submit.click();
    await page.getByText("Password should be at least 6 characters.").waitFor();

    const email = uniqueEmail("merlin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("staff-of-oak");
    await submit.click();
    await page.waitForURL(`${server.url}/account`, { waitUntil: "commit" });
    await expect(page.getByTestId("account-email").innerText()).resolves.toBe(email);
    await expect(page.getByTestId("account-credits").innerText()).resolves.toBe("100");
    await expect(page.getByTestId("credits").innerText()).resolves.toBe("100");
    await screenshot(page, "account", "desktop");

    await page.getByRole("button", { name: "Menu" }).click();
    const names = await page.getByRole("menu").getByRole("menuitem").allInnerTexts();
    expect(names.map((name) => name.trim())).toContain("Account");
    expect(names.map((name) => name.trim())).not.toContain("Sign Up");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${server.url}/`, { waitUntil: "commit" });
    await page.goto(`${server.url}/account`);
    await page.waitForURL(/\/login/, { waitUntil: "commit" });
    await page.context().close();
  });

  it("shows the spec's messages for a taken e-mail and a wrong password, then logs in", async () => {
    const email = uniqueEmail("taken");
    await signUp(server.url, email, "right-password");
    const page = await openPage("phone");
    await page.goto(`${server.url}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("another-password");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page
      .getByText("An account with this email already exists. Please log in instead.")
      .waitFor();
    await screenshot(page, "login-error", "phone");

    await page.getByRole("button", { name: "Already have an account? Log in" }).click();
    await page.getByRole("heading", { name: "Login" }).waitFor();
    await expect(page.getByRole("checkbox").count()).resolves.toBe(0);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("Invalid email or password.").waitFor();
    await page.getByLabel("Password").fill("right-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${server.url}/`, { waitUntil: "commit" });
    await page.getByTestId("credits").waitFor();
    await page.context().close();
  });

  it("never redirects off-site after login", async () => {
    const email = uniqueEmail();
    await signUp(server.url, email, "right-password");
    const page = await openPage();
    await page.goto(`${server.url}/login?mode=login&redirect=//evil.example/steal`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("right-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${server.url}/`, { waitUntil: "commit" });
    await page.context().close();
  });

  it("keeps a guest's id when the guest signs up in the browser", async () => {
    const page = await openPage();
    await page.goto(`${server.url}/login`);
    const guestId = await page.evaluate(async () => {
      const response = await fetch("/api/auth/sign-in/anonymous", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return ((await response.json()) as { user: { id: string } }).user.id;
    });
    await page.reload();
    await page.getByText("You are playing as a guest.").waitFor();
    await page.getByLabel("Email").fill(uniqueEmail("guest"));
    await page.getByLabel("Password").fill("guest-no-more");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${server.url}/`, { waitUntil: "commit" });
    const me = await page.evaluate(async () => (await fetch("/api/me")).json());
    expect(me).toMatchObject({ id: guestId, isAnonymous: false, credits: 100 });
    await page.context().close();
  });
});

it("answers a guest sign-in over HTTP for scripts", async () => {
  const answer = await postJson(`${server.url}/api/auth/sign-in/anonymous`, {});
  expect(answer.status).toBe(200);
});
