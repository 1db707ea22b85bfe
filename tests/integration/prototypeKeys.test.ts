/**
 * Prototype keys as ids: every own property name of Object.prototype ("constructor", "__proto__",
 * "toString"…), tried as every id-taking field of every function, must be answered exactly as an
 * unknown id of the same length is, with a 4xx, in a waiting lobby and in a game whose round is
 * open; the lobby and game documents must stay as they were and valid against their schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { allFunctions } from "../../src/server/functions/allFunctions.js";
import { DISPLAY_SPEEDS } from "../../src/shared/constants.js";
import { gameSchema, lobbySchema, type DocumentKind } from "../../src/shared/documents.js";
import { ERROR_CODES } from "../../src/shared/errors.js";
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
import { startTestServer, type TestServer } from "../helpers/testServer.js";

const PROTOTYPE_NAMES = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), "__proto__"]),
];

let server: TestServer;
let host: Session;
let member: Session;
let code: string;

beforeAll(async () => {
  // Several hundred calls from one session: the per-session limit would answer most with 429.
  server = await startTestServer({
    callLimits: { perSession: 1_000_000, joinsPerAddress: 1_000_000 },
  });
  host = await signUp(server.url);
  member = await signInGuest(server.url);
  code = await createLobbyAs(server.url, host);
  await joinLobbyAs(server.url, code, member, "Nimue");
  // Teams on, so that a team change for a phantom player would be accepted and stored; the longest
  // round, so that the game stands still while its round is open.
  const settings = { enableTeams: true, roundTime: 180 };
  const updated = await callFunction(
    server.url,
    "updateSettings",
    { lobbyCode: code, settings },
    host.token,
  );
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
});
afterAll(() => server.stop());

/** The object schemas a payload may take (a union offers several). */
function objectShapes(schema: unknown): Record<string, z.core.$ZodType>[] {
  if (schema instanceof z.ZodObject) return [schema.shape as Record<string, z.core.$ZodType>];
  if (schema instanceof z.ZodUnion)
    return (schema.options as unknown[]).flatMap((option) => objectShapes(option));
  return [];
}

/** The fields of a function's input that name a player, lobby, game or session by a string id. */
function idFields(schema: unknown): string[] {
  const fields = objectShapes(schema).flatMap((shape) =>
    Object.entries(shape)
      .filter(([key, field]) => /(?:Id|Code)$/.test(key) && z.safeParse(field, "ABCDEF").success)
      .map(([key]) => key),
  );
  return [...new Set(fields)];
}

const TARGETS = allFunctions.flatMap((definition) =>
  idFields(definition.input).map((field) => ({ name: definition.name, field })),
);

/** A payload each function accepts, so that the one field under test is what gets refused. */
function template(name: string): Record<string, unknown> {
  const templates: Record<string, Record<string, unknown>> = {
    joinLobby: { lobbyCode: code, playerName: "Phantom", iconId: 3, language: "en" },
    leaveLobby: { lobbyCode: code },
    updatePlayerName: { lobbyCode: code, playerId: member.userId, name: "Phantom" },
    removePlayer: { lobbyCode: code, playerId: member.userId },
    addBot: { lobbyCode: code },
    updateSettings: { lobbyCode: code, settings: { roundTime: 90 } },
    setPlayerTeam: { lobbyCode: code, playerId: member.userId, team: 2 },
    setPlayerLanguage: { lobbyCode: code, language: "fr" },
    startGame: { lobbyCode: code },
    submitMove: { gameId: code, moveText: "fireball" },
    evaluateMoveFunction: { gameId: code, moveText: "fireball" },
    voteRevive: { gameId: code, targetId: member.userId },
    setDisplaySpeed: { gameId: code, displaySpeed: DISPLAY_SPEEDS[0] },
    returnToLobby: { gameId: code },
    continueGame: { gameId: code },
    getDemoCheckout: { sessionId: "no-such-session" },
    completeDemoCheckout: { sessionId: "no-such-session", outcome: "declined" },
  };
  const payload = Object.hasOwn(templates, name) ? templates[name] : undefined;
  if (!payload) throw new Error(`no payload for ${name}: add one to this test`);
  return payload;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** The status and error of a refusal, or why it is not one in the spec's shape. */
function refusal(answer: Answer): { status: number; code: unknown; message: unknown } | string {
  if (answer.status < 400 || answer.status >= 500)
    return `HTTP ${answer.status} ${JSON.stringify(answer.body)}`;
  const error = answer.body.error as { status?: unknown; message?: unknown } | undefined;
  if (!error || !ERROR_CODES.includes(error.status as never)) return "no error code";
  return { status: answer.status, code: error.status, message: error.message };
}

/** The lobby and game as the server holds them, as text, and whether each fits its schema. */
async function held(): Promise<Record<DocumentKind, { text: string; valid: boolean }>> {
  const read = async (kind: DocumentKind) => {
    const stored = await server.services.documents.read(kind, code);
    const schema = kind === "lobby" ? lobbySchema : gameSchema;
    return {
      text: JSON.stringify(stored),
      valid: stored === null || schema.safeParse(stored.doc).success,
    };
  };
  return { lobby: await read("lobby"), game: await read("game") };
}

/**
 * Every prototype name in every id field, answered as an unknown id of the same length is, the
 * documents untouched and valid. Answers what went wrong, one line per call, so that a failure
 * lists every function and name at fault.
 */
async function sweep(): Promise<string[]> {
  const problems: string[] = [];
  let before = await held();
  if (!before.lobby.valid || !before.game.valid)
    problems.push("documents invalid before the sweep");
  for (const { name, field } of TARGETS) {
    for (const key of PROTOTYPE_NAMES) {
      const unknown = "z".repeat(key.length);
      const call = (value: string) =>
        callFunction(server.url, name, { ...template(name), [field]: value }, host.token);
      const expected = refusal(await call(unknown));
      if (typeof expected === "string") throw new Error(`${name}.${field} unknown: ${expected}`);
      const answer = refusal(await call(key));
      const at = `${name}.${field} = "${key}"`;
      if (JSON.stringify(answer) !== JSON.stringify(expected))
        problems.push(`${at}: ${JSON.stringify(answer)}, not ${JSON.stringify(expected)}`);
      const after = await held();
      if (after.lobby.text !== before.lobby.text) problems.push(`${at}: lobby changed`);
      if (after.game.text !== before.game.text) problems.push(`${at}: game changed`);
      if (!after.lobby.valid) problems.push(`${at}: lobby breaks its schema`);
      if (!after.game.valid) problems.push(`${at}: game breaks its schema`);
      before = after;
    }
  }
  return problems;
}

describe("prototype names as ids", () => {
  it("covers the id fields of the function registry", () => {
    expect(TARGETS.map(({ name, field }) => `${name}.${field}`)).toEqual(
      expect.arrayContaining([
        "joinLobby.lobbyCode",
        "updatePlayerName.playerId",
        "removePlayer.playerId",
        "setPlayerTeam.playerId",
        "voteRevive.gameId",
        "voteRevive.targetId",
        "getDemoCheckout.sessionId",
      ]),
    );
    expect(PROTOTYPE_NAMES).toEqual(expect.arrayContaining(["constructor", "__proto__"]));
  });

  it("refuses them in a waiting lobby as unknown ids, changing nothing", async () => {
    expect(await sweep()).toEqual([]);
  });

  it("refuses them in a game whose round is open as unknown ids, changing nothing", async () => {
    const started = await callFunction(server.url, "startGame", { lobbyCode: code }, host.token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await waitForGame(server.url, code, host, (game) => game.roundState.inProgress, 10_000);
    expect(await sweep()).toEqual([]);
  });

  it("answers the read routes for them as for unknown codes", async () => {
    for (const key of PROTOTYPE_NAMES) {
      for (const path of ["lobbies", "games"]) {
        const read = async (value: string) =>
          refusal(await getJson(`${server.url}/api/${path}/${value}`, host.token));
        const expected = await read("z".repeat(key.length));
        expect(typeof expected, `${path}/${key}`).toBe("object");
        expect(await read(key), `${path}/${key}`).toEqual(expected);
      }
    }
  });
});
