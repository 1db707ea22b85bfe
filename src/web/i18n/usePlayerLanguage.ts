import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { lobbyCalls } from "../api/lobbyCalls.js";
import { currentLanguage } from "./i18n.js";

/**
 * Keeps the language a lobby or game knows for this player in step with the interface, so a
 * player who switches language mid-game reads the next rounds' narration in it.
 */
export function usePlayerLanguage(lobbyCode: string, storedLanguage: string | undefined): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ? currentLanguage() : undefined;
  useEffect(() => {
    if (!language || storedLanguage === undefined || storedLanguage === language) return;
    lobbyCalls.setPlayerLanguage(lobbyCode, language).catch((error: unknown) => {
      console.warn("could not record the player's language", error);
    });
  }, [lobbyCode, storedLanguage, language]);
}
