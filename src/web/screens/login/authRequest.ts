import { authClient } from "../../api/authClient.js";
import { sessionChanged } from "../../session/sessionStore.js";

/** Sign-in calls give up after 30 seconds so a dead network shows 'Request timeout'. */
const AUTH_TIMEOUT_MS = 30_000;

export interface AuthFailure {
  code?: string;
  status?: number;
}

type BetterAuthResult = { error: { code?: string | undefined; status?: number } | null };

async function withTimeout(
  run: (signal: AbortSignal) => Promise<BetterAuthResult>,
): Promise<AuthFailure | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), AUTH_TIMEOUT_MS);
  try {
    const result = await run(controller.signal);
    if (!result.error) {
      sessionChanged();
      return null;
    }
    return { code: result.error.code, status: result.error.status };
  } catch {
    return { code: controller.signal.aborted ? "REQUEST_TIMEOUT" : "NETWORK_ERROR" };
  } finally {
    clearTimeout(timer);
  }
}

export function signUpWithEmail(email: string, password: string): Promise<AuthFailure | null> {
  const name = email.split("@")[0] || email;
  return withTimeout((signal) =>
    authClient.signUp.email({ email, password, name, fetchOptions: { signal } }),
  );
}

export function signInWithEmail(email: string, password: string): Promise<AuthFailure | null> {
  return withTimeout((signal) =>
    authClient.signIn.email({ email, password, fetchOptions: { signal } }),
  );
}

async function currentSessionId(): Promise<string | null> {
  const current = await authClient
    .getSession({ query: { disableCookieCache: true } })
    .catch(() => null);
  return current?.data?.session.id ?? null;
}

export async function signInWithProvider(providerId: string): Promise<AuthFailure | null> {
  try {
    const before = await currentSessionId();
    const result = await authClient.signIn.popup({ provider: providerId, callbackURL: "/" });
    if (!result.error) {
      sessionChanged();
      return null;
    }
    // The completion page closes itself right after posting its message, and the client can see
    // the window closed first. A new session in this browser means the sign-in did succeed.
    if (result.error.code === "POPUP_CLOSED") {
      const after = await currentSessionId();
      if (after && after !== before) {
        sessionChanged();
        return null;
      }
    }
    return { code: result.error.code };
  } catch {
    return { code: "NETWORK_ERROR" };
  }
}
