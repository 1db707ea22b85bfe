/**
 * Names that only look like another member's, or like nothing: the server refuses both at the
 * door (a Cyrillic "Маrk" next to "Mark", braille blanks, combining marks alone).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callFunction,
  createLobbyAs,
  joinLobbyAs,
  signInGuest,
  signUp,
  type Session,
} from "../helpers/api.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
let host: Session;
let member: Session;
let code: string;

beforeAll(async () => {
  server = await startTestServer();
  host = await signUp(server.url);
  member = await signInGuest(server.url);
  code = await createLobbyAs(server.url, host, "Mark");
  await joinLobbyAs(server.url, code, member, "Nimue");
});
afterAll(() => server.stop());

/** Cyrillic capital Em and small a, then Latin "rk": "Mark" to the eye. */
const CYRILLIC_MARK = "\u041C\u0430rk";

function expectRefusal(
  answer: { status: number; body: Record<string, unknown> },
  status: number,
  code: string,
  message: string,
) {
  expect(answer.status).toBe(status);
  expect(answer.body.error).toEqual({ status: code, message });
}

describe("look-alike names", () => {
  it("refuses a Cyrillic look-alike of a member's name as a duplicate", async () => {
    const newcomer = await signInGuest(server.url);
    const join = (playerName: string) =>
      callFunction(
        server.url,
        "joinLobby",
        { lobbyCode: code, playerName, iconId: 1, language: "en" },
        newcomer.token,
      );
    expectRefusal(
      await join(CYRILLIC_MARK),
      409,
      "already-exists",
      "Name is already taken in this lobby",
    );
    const rename = await callFunction(
      server.url,
      "updatePlayerName",
      { lobbyCode: code, playerId: member.userId, name: CYRILLIC_MARK },
      member.token,
    );
    expectRefusal(rename, 409, "already-exists", "Name is already taken in this lobby");
    expect((await join("Marcus")).status).toBe(200);
  });

  it("answers a blank-looking name with a 4xx and the spec's message", async () => {
    const newcomer = await signInGuest(server.url);
    for (const blank of ["\u2800\u2800", "\u0301\u0301\u0301", "\u3164\u3164"]) {
      const joined = await callFunction(
        server.url,
        "joinLobby",
        { lobbyCode: code, playerName: blank, iconId: 1, language: "en" },
        newcomer.token,
      );
      expectRefusal(joined, 400, "invalid-argument", "Name is required");
    }
    const created = await callFunction(
      server.url,
      "createLobby",
      { playerName: "\u2800\u2800", iconId: 0, language: "en" },
      host.token,
    );
    expectRefusal(created, 400, "invalid-argument", "Name is required");
  });
});
