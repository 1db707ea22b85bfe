/**
 * Who may do what: every function, every socket message and every read, against every role. Each
 * row names the exact answer expected ("ok" or the spec's error code); the test runs them all and
 * reports every row that answered otherwise, so one run shows the whole picture.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game } from "../../src/shared/documents.js";
import { DISPLAY_SPEEDS } from "../../src/shared/constants.js";
import {
  callFunction,
  createLobbyAs,
  getJson,
  joinLobbyAs,
  signInGuest,
  signUp,
  type Session,
} from "../helpers/api.js";
import { waitForGame } from "../helpers/gamePlay.js";
import { openSocket, subscribe } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

/** "bot" is a caller presenting a bot's player id as its credential: bots have no session. */
type Role = "signedOut" | "bot" | "guest" | "outsider" | "member" | "host" | "defeated";
type Expected = "ok" | "unauthenticated" | "permission-denied" | "not-found" | string;

interface Cast {
  host: Session;
  member: Session;
  defeated: Session;
  botId: string;
  code: string;
}

interface Row {
  fn: string;
  role: Role;
  data: (cast: Cast, caller: Session | null) => unknown;
  expected: Expected;
  /** What the row checks, for the failure report. */
  note?: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function sessionFor(role: Role, cast: Cast): Promise<Session | null> {
  switch (role) {
    case "signedOut":
      return null;
    case "bot":
      return { token: cast.botId, userId: cast.botId };
    case "guest":
      return signInGuest(server.url);
    case "outsider":
      return signUp(server.url);
    default:
      return cast[role];
  }
}

const outcome = (answer: { status: number; body: Record<string, unknown> }) =>
  answer.status === 200 ? "ok" : String((answer.body.error as { status?: string })?.status);

async function seat(started: boolean): Promise<Cast> {
  const host = await signUp(server.url);
  const code = await createLobbyAs(server.url, host);
  const member = await signInGuest(server.url);
  const defeated = await signInGuest(server.url);
  await joinLobbyAs(server.url, code, member, "Nimue");
  await joinLobbyAs(server.url, code, defeated, "Morgana");
  await callFunction(server.url, "addBot", { lobbyCode: code }, host.token);
  await callFunction(
    server.url,
    "updateSettings",
    { lobbyCode: code, settings: { enableTeams: true, roundTime: 120 } },
    host.token,
  );
  const lobby = await getJson(`${server.url}/api/lobbies/${code}`, host.token);
  const players = (lobby.body.doc as { players: Record<string, { isBot: boolean }> }).players;
  const botId = Object.entries(players).find(([, player]) => player.isBot)![0];
  const cast = { host, member, defeated, botId, code };
  if (!started) return cast;
  await callFunction(server.url, "startGame", { lobbyCode: code }, host.token);
  await waitForGame(server.url, code, host, (game) => game.roundState.inProgress, 8_000);
  // Morgana has fallen: the store is edited as a referee would leave it.
  await server.services.documents.transact(async (tx) => {
    const stored = await tx.get("game", code);
    const game = stored!.doc as Game;
    const player = game.players[defeated.userId]!;
    await tx.put("game", code, {
      ...game,
      players: { ...game.players, [defeated.userId]: { ...player, health: 0, defeated: true } },
    });
  });
  return cast;
}

async function runRows(cast: Cast, rows: Row[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const row of rows) {
    const caller = await sessionFor(row.role, cast);
    const answer = await callFunction(server.url, row.fn, row.data(cast, caller), caller?.token);
    const got = outcome(answer);
    if (got !== row.expected)
      wrong.push(
        `${row.fn} as ${row.role}${row.note ? ` (${row.note})` : ""}: expected ${row.expected}, got ${got}`,
      );
  }
  return wrong;
}

/** The same payload for each role, with the answer each role should get. */
function each(
  fn: string,
  data: Row["data"],
  expected: Partial<Record<Role, Expected>>,
  note?: string,
): Row[] {
  return (Object.entries(expected) as [Role, Expected][]).map(([role, answer]) => ({
    fn,
    role,
    data,
    expected: answer,
    note,
  }));
}

const OUTSIDERS = {
  signedOut: "unauthenticated",
  bot: "unauthenticated",
  guest: "permission-denied",
  outsider: "permission-denied",
} as const;

/** Rows that change the lobby in ways later rows do not mind; the host's leave closes it, so it is last. */
function lobbyRows(): Row[] {
  const lobbyCode = (cast: Cast) => cast.code;
  return [
    ...each("createLobby", () => ({ playerName: "Vivian", iconId: 2, language: "en" }), {
      signedOut: "unauthenticated",
      guest: "unauthenticated",
      outsider: "ok",
      member: "unauthenticated",
      host: "ok",
    }),
    ...each(
      "joinLobby",
      (cast) => ({ lobbyCode: lobbyCode(cast), playerName: "Newcomer", iconId: 3, language: "en" }),
      { signedOut: "unauthenticated", member: "already-exists", host: "already-exists" },
    ),
    ...each(
      "updatePlayerName",
      (cast) => ({ lobbyCode: cast.code, playerId: cast.member.userId, name: "Nimue Two" }),
      { ...OUTSIDERS, defeated: "permission-denied", member: "ok", host: "ok" },
      "renaming Nimue",
    ),
    ...each(
      "updatePlayerName",
      (cast) => ({ lobbyCode: cast.code, playerId: cast.botId, name: "Botty" }),
      { ...OUTSIDERS, member: "permission-denied", host: "ok" },
      "renaming the bot",
    ),
    ...each(
      "setPlayerTeam",
      (cast) => ({ lobbyCode: cast.code, playerId: cast.member.userId, team: 2 }),
      { ...OUTSIDERS, member: "permission-denied", host: "ok" },
    ),
    ...each("setPlayerLanguage", (cast) => ({ lobbyCode: cast.code, language: "fr" }), {
      ...OUTSIDERS,
      member: "ok",
      host: "ok",
    }),
    ...each("updateSettings", (cast) => ({ lobbyCode: cast.code, settings: { roundTime: 90 } }), {
      ...OUTSIDERS,
      member: "permission-denied",
      host: "ok",
    }),
    ...each("addBot", (cast) => ({ lobbyCode: cast.code }), {
      ...OUTSIDERS,
      member: "permission-denied",
      host: "ok",
    }),
    ...each(
      "removePlayer",
      (cast) => ({ lobbyCode: cast.code, playerId: cast.botId }),
      { ...OUTSIDERS, member: "permission-denied", host: "ok" },
      "removing the bot",
    ),
    ...each(
      "removePlayer",
      (cast) => ({ lobbyCode: cast.code, playerId: cast.host.userId }),
      { member: "permission-denied", host: "failed-precondition" },
      "removing the host",
    ),
    // Game functions before any game: members are told there is none, nobody else learns more.
    ...each("submitMove", (cast) => ({ gameId: cast.code, moveText: "fireball" }), {
      signedOut: "unauthenticated",
      outsider: "not-found",
      member: "not-found",
    }),
    ...each("startGame", (cast) => ({ lobbyCode: cast.code }), {
      ...OUTSIDERS,
      member: "permission-denied",
    }),
    ...each("leaveLobby", (cast) => ({ lobbyCode: cast.code }), {
      ...OUTSIDERS,
      defeated: "ok",
      host: "ok",
    }),
  ];
}

function gameRows(): Row[] {
  const gameId = (cast: Cast) => cast.code;
  return [
    ...each("evaluateMoveFunction", (cast) => ({ gameId: gameId(cast), moveText: "ice lance" }), {
      ...OUTSIDERS,
      defeated: "failed-precondition",
      member: "ok",
      host: "ok",
    }),
    ...each("voteRevive", (cast) => ({ gameId: gameId(cast), targetId: cast.defeated.userId }), {
      ...OUTSIDERS,
      defeated: "failed-precondition",
      member: "ok",
    }),
    ...each("voteRevive", (cast) => ({ gameId: gameId(cast), targetId: cast.botId }), {
      host: "failed-precondition",
    }),
    ...each(
      "setDisplaySpeed",
      (cast) => ({ gameId: gameId(cast), displaySpeed: DISPLAY_SPEEDS[1] }),
      { ...OUTSIDERS, defeated: "permission-denied", member: "permission-denied", host: "ok" },
    ),
    ...each("submitMove", (cast) => ({ gameId: gameId(cast), moveText: "ice lance at Merlin" }), {
      ...OUTSIDERS,
      defeated: "failed-precondition",
      member: "ok",
    }),
    ...each("continueGame", (cast) => ({ gameId: gameId(cast) }), {
      ...OUTSIDERS,
      member: "permission-denied",
      host: "failed-precondition",
    }),
    ...each("returnToLobby", (cast) => ({ gameId: gameId(cast) }), {
      ...OUTSIDERS,
      member: "permission-denied",
      defeated: "permission-denied",
    }),
    // The lobby functions refuse while the game runs, for the host too.
    ...each("addBot", (cast) => ({ lobbyCode: cast.code }), {
      member: "permission-denied",
      host: "failed-precondition",
    }),
    ...each("removePlayer", (cast) => ({ lobbyCode: cast.code, playerId: cast.member.userId }), {
      member: "permission-denied",
      host: "failed-precondition",
    }),
  ];
}

function accountRows(): Row[] {
  return [
    ...each("getSubscription", () => ({}), {
      signedOut: "unauthenticated",
      guest: "ok",
      outsider: "ok",
    }),
    ...each("createCheckoutSession", () => ({ plan: "mage" }), {
      signedOut: "unauthenticated",
      guest: "unauthenticated",
      outsider: "ok",
    }),
    ...each("createPortalLink", () => ({}), {
      signedOut: "unauthenticated",
      guest: "unauthenticated",
    }),
    ...each("demoBilling", () => ({ action: "cancel" }), {
      signedOut: "unauthenticated",
      guest: "unauthenticated",
      outsider: "failed-precondition",
    }),
    ...each("getDemoCheckout", () => ({ sessionId: "someone-elses-session" }), {
      signedOut: "unauthenticated",
      guest: "unauthenticated",
      outsider: "not-found",
    }),
    ...each(
      "completeDemoCheckout",
      () => ({ sessionId: "someone-elses-session", outcome: "paid" }),
      { signedOut: "unauthenticated", guest: "unauthenticated", outsider: "not-found" },
    ),
  ];
}

describe("who may do what", () => {
  it("answers every lobby function as each role should", async () => {
    const cast = await seat(false);
    expect(await runRows(cast, lobbyRows())).toEqual([]);
  });

  it("answers every game function as each role should while a round runs", async () => {
    const cast = await seat(true);
    expect(await runRows(cast, gameRows())).toEqual([]);
  });

  it("answers the account and billing functions as each role should", async () => {
    const cast = await seat(false);
    expect(await runRows(cast, accountRows())).toEqual([]);
  });

  it("shows a lobby and its game only to members, over HTTP and the socket", async () => {
    const cast = await seat(true);
    const wrong: string[] = [];
    const roles = ["signedOut", "bot", "guest", "outsider", "member", "host", "defeated"] as const;
    for (const role of roles) {
      const caller = await sessionFor(role, cast);
      const allowed = ["member", "host", "defeated"].includes(role);
      for (const [kind, path] of [
        ["lobby", "lobbies"],
        ["game", "games"],
      ] as const) {
        const read = await getJson(`${server.url}/api/${path}/${cast.code}`, caller?.token);
        if ((read.status === 200) !== allowed) wrong.push(`GET ${path} as ${role}: ${read.status}`);
        if (!caller) continue;
        const socket = await openSocket(server.url, caller.token).catch(() => null);
        if (!socket) {
          // No session, no socket at all: as denied as it gets.
          if (allowed) wrong.push(`socket as ${role}: refused`);
          continue;
        }
        const ack = await subscribe(socket, kind, cast.code);
        socket.disconnect();
        if (ack.ok !== allowed) wrong.push(`subscribe ${kind} as ${role}: ${JSON.stringify(ack)}`);
        if (ack.ok && kind === "game") {
          // Others' pending moves and the server's bookkeeping never reach a player.
          const doc = ack.snapshot.doc as Game;
          if (doc.internal) wrong.push(`subscribe game as ${role}: internal state leaked`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses a socket without a session, or with a bot's id for one", async () => {
    const cast = await seat(false);
    await expect(openSocket(server.url, "not-a-session")).rejects.toThrow();
    await expect(openSocket(server.url, cast.botId)).rejects.toThrow();
  });
});
