/** The signed-in user as `GET /api/me` answers. */
export interface Me {
  id: string;
  email: string | null;
  isAnonymous: boolean;
  credits: number;
}

let prefetched: Promise<Me | null> | null = null;

/** Starts reading who is signed in before the app renders; the first `firstMe` takes it. */
export function prefetchMe(): void {
  prefetched = fetchMe();
  prefetched.catch(() => undefined);
}

export function firstMe(): Promise<Me | null> {
  const early = prefetched;
  prefetched = null;
  return early ?? fetchMe();
}

/** Who is signed in; null for nobody (answered `{signedIn: false}`, not an error status). */
export async function fetchMe(): Promise<Me | null> {
  const response = await fetch("/api/me", { credentials: "include" });
  if (!response.ok) throw new Error(`me: ${response.status}`);
  const answer = (await response.json()) as ({ signedIn: true } & Me) | { signedIn: false };
  if (!answer.signedIn) return null;
  const { id, email, isAnonymous, credits } = answer;
  return { id, email, isAnonymous, credits };
}

export interface PublicConfig {
  oauthProvider: { id: string; name: string } | null;
  freeCredits: number;
  freeCreditsEveryHours: number;
  billingProvider: "stripe" | "demo" | "off";
}

export async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch("/api/config");
  return (await response.json()) as PublicConfig;
}
