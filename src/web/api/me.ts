/** The signed-in user as `GET /api/me` answers. */
export interface Me {
  id: string;
  email: string | null;
  isAnonymous: boolean;
  credits: number;
}

export async function fetchMe(): Promise<Me | null> {
  const response = await fetch("/api/me", { credentials: "include" });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`me: ${response.status}`);
  return (await response.json()) as Me;
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
