import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/api.js";
import { screenshot, type ViewportName } from "../helpers/browser.js";
import { browserSuite } from "../helpers/browserSuite.js";

// New accounts start with no free credits here, so a purchase shows exactly its plan's credits.
const suite = browserSuite({ server: { freeCredits: 0 } });

async function signUpAt(page: Page, redirect: string): Promise<void> {
  await page.goto(`${suite.server.url}/login?mode=signup&redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel("Email").fill(uniqueEmail("buyer"));
  await page.getByLabel("Password").fill("staff-of-oak");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`**${redirect}`);
}

/** Clicks a plan and answers the demo checkout that opens in a new tab. */
async function buyInNewTab(page: Page, plan: string): Promise<Page> {
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByTestId(`choose-${plan}`).click(),
  ]);
  await tab.waitForURL("**/demo/checkout/**");
  await tab.getByTestId("demo-banner").waitFor();
  await tab.getByRole("button", { name: /^Pay / }).waitFor();
  return tab;
}

describe("plans, checkout and the account page with the demo provider", () => {
  for (const viewport of ["desktop", "phone"] as const satisfies ViewportName[]) {
    it(`shows three plans with mage highlighted, and sends guests to sign up (${viewport})`, async () => {
      const page = await suite.player(viewport);
      await page.goto(`${suite.server.url}/pricing`);
      await page.getByTestId("plan-cards").waitFor();
      expect(await page.getByTestId("plan-cards").locator("> li").count()).toBe(3);
      expect(await page.getByTestId("plan-mage").textContent()).toContain("Most popular");
      expect(await page.getByTestId("plan-archmage").textContent()).toContain("Up to 15 players");
      for (const heading of [
        "Upgrading",
        "Cancellation",
        "Credits",
        "Billing",
        "Refunds",
        "Support",
      ])
        expect(await page.getByRole("heading", { name: heading }).isVisible()).toBe(true);
      await screenshot(page, "pricing", viewport);
      await page.getByTestId("choose-mage").click();
      await page.waitForURL("**/login?mode=signup&redirect=%2Fpricing");
    });
  }

  it("the home page's plans popup offers the three plans and signing up first to a guest", async () => {
    const page = await suite.player("phone");
    await page.goto(`${suite.server.url}/`);
    await page.getByRole("button", { name: "Plans & credits" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("plan-cards").waitFor();
    expect(await dialog.getByTestId("plan-cards").locator("> li").count()).toBe(3);
    expect(await dialog.getByRole("link", { name: "Sign Up" }).isVisible()).toBe(true);
    await screenshot(page, "pricing-popup", "phone");
  });

  it("buys mage, upgrades to archmage with credits carried, cancels and sees the end date", async () => {
    const page = await suite.player("desktop");
    await signUpAt(page, "/pricing");
    await page.getByTestId("plan-cards").waitFor();

    const tab = await buyInNewTab(page, "mage");
    expect(await tab.getByTestId("demo-checkout").textContent()).toContain("Mage");
    await screenshot(tab, "demo-checkout", "desktop");
    await tab.getByRole("button", { name: /Pay \$5/ }).click();
    await tab.waitForURL("**/account");
    await tab.getByTestId("account-tier").getByText("Mage").waitFor();
    expect(await tab.getByTestId("account-credits").textContent()).toBe("1,000");
    expect(await tab.getByTestId("account-players").textContent()).toBe("Up to 12 players");
    expect(await tab.getByTestId("account-renewal").textContent()).toMatch(/^Next payment on /);
    await screenshot(tab, "account-mage", "desktop");
    await tab.close();

    // Back on the pricing tab: the navbar and the cards catch up with the purchase.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.getByTestId("credits").getByText("1,000").waitFor();
    await page.getByTestId("choose-mage").filter({ hasText: "Your current plan" }).waitFor();
    expect(await page.getByTestId("choose-archmage").textContent()).toBe("Upgrade to Archmage");
    const upgrade = await buyInNewTab(page, "archmage");
    expect(await upgrade.getByTestId("demo-checkout").textContent()).toContain(
      "switching from Mage to Archmage",
    );
    await upgrade.getByRole("button", { name: /Pay \$8/ }).click();
    await upgrade.waitForURL("**/account");
    await upgrade.getByTestId("account-tier").getByText("Archmage").waitFor();
    expect(await upgrade.getByTestId("account-credits").textContent()).toBe("4,000");
    expect(await upgrade.getByTestId("account-players").textContent()).toBe("Up to 15 players");

    // Manage billing opens the demo portal; cancelling keeps the plan until the period end.
    await upgrade.getByRole("button", { name: "Manage billing" }).click();
    await upgrade.waitForURL("**/demo/billing?return=**");
    await upgrade.getByRole("button", { name: "Cancel at the end of the period" }).click();
    await upgrade
      .getByTestId("demo-status")
      .getByText(/^Cancelled: ends on /)
      .waitFor();
    await screenshot(upgrade, "demo-portal", "desktop");
    await upgrade.getByRole("link", { name: "Return to Spellbrawl" }).click();
    await upgrade.waitForURL("**/account");
    await upgrade
      .getByTestId("account-renewal")
      .getByText(/^Cancelled: ends on /)
      .waitFor();
    expect(await upgrade.getByTestId("account-tier").textContent()).toBe("Archmage");
  });

  it("shows a purchase on the tab that opened the checkout while that tab stays in the background", async () => {
    const page = await suite.player("desktop");
    await signUpAt(page, "/pricing");
    await page.getByTestId("plan-cards").waitFor();
    const tab = await buyInNewTab(page, "apprentice");
    await tab.getByRole("button", { name: /Pay \$3/ }).click();
    await tab.waitForURL("**/account");
    await tab.getByTestId("account-tier").getByText("Apprentice").waitFor();
    // The checkout tab stays open and in front: the first tab is neither focused nor reloaded.
    await page.getByTestId("credits").getByText("500").waitFor({ timeout: 5_000 });
    await page
      .getByTestId("choose-apprentice")
      .filter({ hasText: "Your current plan" })
      .waitFor({ timeout: 5_000 });
  });

  it("a new account without a plan is told so on Create New Lobby and offered the plans", async () => {
    const page = await suite.player("phone");
    await signUpAt(page, "/");
    await page.getByLabel("Your wizard name").fill("Merlin");
    await page.getByRole("button", { name: "Create New Lobby" }).click();
    await page.getByText("You need an active subscription to create lobbies").waitFor();
    await page.getByRole("button", { name: "See plans" }).click();
    await page.getByRole("dialog").getByTestId("plan-cards").waitFor();
    await screenshot(page, "create-needs-plan", "phone");
  });

  it("creates the lobby by itself once a plan is bought from the Create New Lobby refusal", async () => {
    const page = await suite.player("desktop");
    await signUpAt(page, "/");
    await page.getByLabel("Your wizard name").fill("Morgana");
    await page.getByRole("button", { name: "Create New Lobby" }).click();
    await page.getByRole("button", { name: "See plans" }).click();
    const tab = await buyInNewTab(page, "mage");
    await tab.getByRole("button", { name: /Pay \$5/ }).click();
    await tab.getByTestId("subscription-ok").waitFor();
    // No second Create New Lobby: the refused page tries again and opens the new lobby.
    await page.waitForURL(/\/lobby\/[A-Z0-9]{6}$/, { timeout: 10_000 });
    await page.getByTestId("player-Morgana").waitFor();
  });

  it("offers an Open Checkout button when no tab can open, and says so when checkout takes too long", async () => {
    const page = await suite.player("desktop");
    await signUpAt(page, "/pricing");
    // As inside an app or a frame, or with pop-ups blocked: window.open gives nothing.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByTestId("choose-mage").click();
    const dialog = page.getByRole("dialog", { name: "Your checkout is ready" });
    const open = dialog.getByRole("link", { name: "Open Checkout" });
    await open.waitFor();
    expect(await open.getAttribute("href")).toMatch(/\/demo\/checkout\//);
    await screenshot(page, "checkout-link", "desktop");
    await page.keyboard.press("Escape");

    // A provider that never answers: after 30 seconds the spec's message.
    await page.clock.install();
    await page.route("**/api/functions/createCheckoutSession", () => undefined);
    await page.getByTestId("choose-archmage").click();
    await page.clock.runFor(31_000);
    await page.getByText("Checkout session creation timed out. Please try again.").waitFor();
  });

  it("a declined payment shows the unsuccessful page with the spec's text", async () => {
    const page = await suite.player("phone");
    await signUpAt(page, "/pricing");
    const tab = await buyInNewTab(page, "apprentice");
    await tab.getByRole("button", { name: "Simulate a declined card" }).click();
    await tab.waitForURL("**/subscription-success?unsuccessful=true");
    await tab.getByTestId("subscription-failed").waitFor();
    expect(await tab.getByTestId("subscription-failed").textContent()).toContain(
      "We couldn't process your subscription at this time. No charges have been made to your account.",
    );
    await screenshot(tab, "subscription-unsuccessful", "phone");
  });
});
