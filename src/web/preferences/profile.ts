import { ICON_COUNT } from "../../shared/constants.js";
import { cutName } from "../../shared/playerInput.js";

/** What a player's browser remembers between visits (SPEC section 3, local data). */
const ICON_KEY = "selectedIcon";
const NAME_KEY = "displayName";
const PRIVACY_KEY = "privacyAccepted";

export function loadIcon(): number {
  const stored = Number(localStorage.getItem(ICON_KEY));
  // An out-of-range or unreadable stored index resets to the first wizard.
  return Number.isInteger(stored) && stored >= 0 && stored < ICON_COUNT ? stored : 0;
}

export function saveIcon(iconId: number): void {
  localStorage.setItem(ICON_KEY, String(iconId));
}

export function loadName(): string {
  // Cut by grapheme: a slice by code unit could split a ZWJ emoji apart.
  return cutName(localStorage.getItem(NAME_KEY) ?? "");
}

export function saveName(name: string): void {
  localStorage.setItem(NAME_KEY, name.trim());
}

export function privacyAccepted(): boolean {
  return localStorage.getItem(PRIVACY_KEY) === "true";
}

export function acceptPrivacy(): void {
  localStorage.setItem(PRIVACY_KEY, "true");
}
