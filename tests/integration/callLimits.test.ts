import { afterEach, describe, expect, it } from "vitest";
import {
  callFunction,
  createLobbyAs,
  getJson,
  postJson,
  signInGuest,
  signUp,
  type Session,
} from "../helpers/api.js";
import { openSocket, subscribe, type ClientSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

const limited = {
  status: 429,
  body: {
    error: { status: "resource-exhausted", message: "Too many requests. Please try again later." },
  },
};

let server: TestServer | undefined;
const sockets: ClientSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await server?.stop();
  server = undefined;
});

async function start(perSession: number, joinsPerAddress: number): Promise<TestServer> {
  server = await startTestServer({ callLimits: { perSession, joinsPerAddress } });
  return server;
}

/** A guest as a browser holds it: the signed session cookie, and the token the app keeps. */
async function browserGuest(base: string): Promise<Session & { cookie: string }> {
  const response = await fetch(`${base}/api/auth/sign-in/anonymous`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: "{}",
  });
  const body = (await response.json()) as { token: string; user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith("better-auth.session_token="));
  if (!cookie) throw new Error("no session cookie");
  return { token: body.token, userId: body.user.id, cookie };
}

/** A call that touches no lobby code: it counts against the caller's budget only. */
const anyCall = (base: string, headers: Record<string, string>) =>
  postJson(`${base}/api/functions/demoBilling`, { data: { action: "cancel" } }, headers);

describe("limits on the function door", () => {
  it("answers resource-exhausted once a user calls too often, and only for that user", async () => {
    const { url } = await start(5, 30);
    const busy = await signInGuest(url);
    const headers = { authorization: `Bearer ${busy.token}` };
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await anyCall(url, headers)).status).not.toBe(429);
    expect(await anyCall(url, headers)).toEqual(limited);
    const calm = await signInGuest(url);
    expect((await anyCall(url, { authorization: `Bearer ${calm.token}` })).status).toBe(401);
  });

  it("counts every spelling of one session against one budget, and looks the session up once", async () => {
    const { url, auth } = await start(8, 30);
    const guest = await browserGuest(url);
    const signedValue = decodeURIComponent(guest.cookie.split("=")[1]!);
    let lookups = 0;
    const getSession = auth.api.getSession.bind(auth.api);
    auth.api.getSession = ((...args: Parameters<typeof getSession>) => {
      lookups += 1;
      return getSession(...args);
    }) as typeof getSession;
    const spellings: Record<string, string>[] = [
      { authorization: `Bearer ${guest.token}` },
      { authorization: `bearer ${guest.token}` },
      { authorization: `Bearer    ${guest.token}  ` },
      { authorization: `BEARER ${signedValue}` },
      { cookie: guest.cookie },
      { cookie: `${guest.cookie}; j=1` },
      { cookie: `j=2; ${guest.cookie}` },
      { cookie: `${guest.cookie};j=3` },
    ];
    for (const headers of spellings) expect((await anyCall(url, headers)).status).toBe(401);
    expect(lookups).toBe(1);
    for (const headers of spellings) expect(await anyCall(url, headers)).toEqual(limited);
  });

  it("stops an address guessing lobby codes, however many guest sessions it makes", async () => {
    const { url } = await start(300, 3);
    const statuses: number[] = [];
    for (const code of ["AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD"]) {
      const guest = await signInGuest(url);
      const answer = await callFunction(
        url,
        "joinLobby",
        { lobbyCode: code, playerName: "Prober", iconId: 0, language: "en" },
        guest.token,
      );
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer).toEqual(limited);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe("lobby codes cannot be found by asking", () => {
  it("answers a non-member alike for a code that exists and one that does not, over HTTP and the socket", async () => {
    const { url } = await start(300, 100);
    const host = await signUp(url);
    const real = await createLobbyAs(url, host);
    const stranger = await signInGuest(url);
    const socket = await openSocket(url, stranger.token);
    sockets.push(socket);
    for (const kind of ["lobbies", "games"] as const) {
      const found = await getJson(`${url}/api/${kind}/${real}`, stranger.token);
      const missing = await getJson(`${url}/api/${kind}/ZZZZZZ`, stranger.token);
      expect(found).toEqual(missing);
      expect(found.status).toBe(403);
    }
    for (const kind of ["lobby", "game"] as const)
      expect(await subscribe(socket, kind, real)).toEqual(await subscribe(socket, kind, "ZZZZZZ"));
  });

  it("spends one budget per address on every lookup: HTTP reads, socket subscriptions, joins and refused calls", async () => {
    const { url } = await start(300, 4);
    const prober = await signInGuest(url);
    const socket = await openSocket(url, prober.token);
    sockets.push(socket);
    expect((await getJson(`${url}/api/lobbies/AAAAAA`, prober.token)).status).toBe(403);
    expect(await subscribe(socket, "lobby", "BBBBBB")).toMatchObject({ ok: false });
    expect(
      (await callFunction(url, "leaveLobby", { lobbyCode: "CCCCCC" }, prober.token)).status,
    ).toBe(404);
    const join = { lobbyCode: "DDDDDD", playerName: "Prober", iconId: 0, language: "en" };
    expect((await callFunction(url, "joinLobby", join, prober.token)).status).toBe(404);
    // The budget is spent: each way of asking is refused now, with a fresh session too.
    const fresh = await signInGuest(url);
    expect(await getJson(`${url}/api/games/EEEEEE`, fresh.token)).toEqual(limited);
    expect(await subscribe(socket, "game", "FFFFFF")).toEqual({
      ok: false,
      error: limited.body.error,
    });
    expect(await callFunction(url, "joinLobby", join, fresh.token)).toEqual(limited);
    expect(await callFunction(url, "leaveLobby", { lobbyCode: "GGGGGG" }, fresh.token)).toEqual(
      limited,
    );
  });
});
