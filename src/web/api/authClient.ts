import { createAuthClient } from "better-auth/react";
import { anonymousClient, oauthPopupClient } from "better-auth/client/plugins";

/** Loaded by the login screen only (see session/sessionStore.ts for the rest of the app). */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: "/api/auth",
  plugins: [anonymousClient(), oauthPopupClient()],
});
