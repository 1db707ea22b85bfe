import { useCallback, useState, type ReactNode } from "react";
import { acceptPrivacy, privacyAccepted } from "../../preferences/profile.js";
import { PrivacyConsentDialog } from "./PrivacyConsentDialog.js";

/**
 * The privacy notice as a gate: `ask()` shows it (unless accepted before, remembered locally) and
 * answers whether the player accepted. A join form asks before calling joinLobby, so a player's
 * name never reaches a lobby before they said yes; the form renders `dialog`.
 */
export function usePrivacyGate(): { ask: () => Promise<boolean>; dialog: ReactNode } {
  const [answer, setAnswer] = useState<((accepted: boolean) => void) | null>(null);

  const ask = useCallback(() => {
    if (privacyAccepted()) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => setAnswer(() => resolve));
  }, []);

  const reply = (accepted: boolean) => {
    if (accepted) acceptPrivacy();
    answer?.(accepted);
    setAnswer(null);
  };

  const dialog = (
    <PrivacyConsentDialog
      open={answer !== null}
      onAccept={() => reply(true)}
      onDecline={() => reply(false)}
    />
  );
  return { ask, dialog };
}
