import { createAuthClient } from "better-auth/react";
import { anonymousClient, oauthPopupClient } from "better-auth/client/plugins";

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: "/api/auth",
  plugins: [anonymousClient(), oauthPopupClient()],
});

/** Guests are signed in anonymously the first time they need a session. */
export async function ensureSession(): Promise<boolean> {
  const current = await authClient.getSession();
  if (current.data?.session) return true;
  const guest = await authClient.signIn.anonymous();
  return !guest.error;
}
