import type { Page } from "playwright-core";
import { uniqueEmail } from "./api.js";

/**
 * Accepts the privacy notice, unless this browser accepted it already: joining asks before the
 * join (joinThroughLink answers it then), a host is asked in the lobby.
 */
export async function acceptPrivacy(page: Page): Promise<void> {
  if (await page.evaluate(() => localStorage.getItem("privacyAccepted") === "true")) return;
  const accept = page.getByRole("button", { name: "Accept & Continue" });
  await accept.waitFor();
  await accept.click();
  await accept.waitFor({ state: "detached" });
}

/** Signs up in the browser, names the wizard on the home page and creates a lobby. */
export async function hostCreatesLobby(page: Page, base: string, name: string): Promise<string> {
  await page.goto(`${base}/login?redirect=/`);
  await page.getByLabel("Email").fill(uniqueEmail("host"));
  await page.getByLabel("Password").fill("host-password");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${base}/`, { waitUntil: "commit" });
  await page.getByLabel("Your wizard name").fill(name);
  await page.getByRole("button", { name: "Next wizard" }).click();
  await page.getByRole("button", { name: "Create New Lobby" }).click();
  await page.waitForURL(/\/lobby\/[A-Z0-9]{6}$/, { waitUntil: "commit" });
  await acceptPrivacy(page);
  return (await page.getByTestId("lobby-code").innerText()).trim();
}

/** Opens an invite link, names the wizard and joins, accepting the privacy notice on the way. */
export async function joinThroughLink(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId("joining-as").waitFor();
  await page.getByLabel("Your wizard name").fill(name);
  await page.getByRole("button", { name: "Join Game" }).click();
  await acceptPrivacy(page);
}
