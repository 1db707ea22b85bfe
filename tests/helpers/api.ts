/** A script-like client: what an outside program does over HTTP with a bearer token. */
export interface Session {
  token: string;
  userId: string;
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  // Fetch sends Sec-Fetch-Mode, so Better Auth wants an Origin: docs/api.md tells scripts to send it.
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(url).origin, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function toSession(body: Record<string, unknown>): Session {
  const user = body.user as { id: string };
  return { token: String(body.token), userId: user.id };
}

export async function signInGuest(base: string): Promise<Session> {
  const answer = await postJson(`${base}/api/auth/sign-in/anonymous`, {});
  if (answer.status !== 200) throw new Error(`guest sign-in: ${answer.status}`);
  return toSession(answer.body);
}

let counter = 0;
export function uniqueEmail(prefix = "wizard"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function signUp(
  base: string,
  email = uniqueEmail(),
  password = "secret-words",
  bearer?: string,
): Promise<Session> {
  const answer = await postJson(
    `${base}/api/auth/sign-up/email`,
    { email, password, name: email.split("@")[0] },
    bearer ? { authorization: `Bearer ${bearer}` } : {},
  );
  if (answer.status !== 200)
    throw new Error(`sign-up: ${answer.status} ${JSON.stringify(answer.body)}`);
  return toSession(answer.body);
}

export async function callFunction(
  base: string,
  name: string,
  data: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return postJson(
    `${base}/api/functions/${name}`,
    { data },
    token ? { authorization: `Bearer ${token}` } : {},
  );
}

export async function getJson(
  url: string,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A registered host opens a lobby as Merlin (or `playerName`); answers its code. */
export async function createLobbyAs(
  base: string,
  host: Session,
  playerName = "Merlin",
): Promise<string> {
  const created = await callFunction(
    base,
    "createLobby",
    { playerName, iconId: 0, language: "en" },
    host.token,
  );
  if (created.status !== 200) throw new Error(`createLobby: ${JSON.stringify(created.body)}`);
  return (created.body.result as { code: string }).code;
}

/** Someone joins a lobby under `playerName`. */
export async function joinLobbyAs(
  base: string,
  code: string,
  player: Session,
  playerName: string,
): Promise<void> {
  const joined = await callFunction(
    base,
    "joinLobby",
    { lobbyCode: code, playerName, iconId: 1, language: "en" },
    player.token,
  );
  if (joined.status !== 200) throw new Error(`joinLobby: ${JSON.stringify(joined.body)}`);
}
