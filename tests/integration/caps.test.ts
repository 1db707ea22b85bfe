import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/messages.js";
import {
  callFunction,
  createLobbyAs,
  postJson,
  signUp,
  uniqueEmail,
  type Session,
} from "../helpers/api.js";
import { createScratchDatabase, postgresAvailable } from "../helpers/postgres.js";
import { openSocket, type ClientSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

const withPostgres = await postgresAvailable();
const LOBBIES = 2;
const SOCKETS = 3;

let server: TestServer;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ caps: { lobbiesPerUser: LOBBIES, socketsPerUser: SOCKETS } });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.stop();
});

const createLobby = (host: Session, on: TestServer = server) =>
  callFunction(
    on.url,
    "createLobby",
    { playerName: "Merlin", iconId: 0, language: "en" },
    host.token,
  );

const lobbyCap = {
  status: "resource-exhausted",
  message: `You can host up to ${LOBBIES} open lobbies at a time. Close one to create another.`,
};

/** Six creations sent at once by one host: exactly the cap's worth are made. */
async function expectCapHeldUnderConcurrency(on: TestServer): Promise<void> {
  const host = await signUp(on.url);
  const answers = await Promise.all(Array.from({ length: 6 }, () => createLobby(host, on)));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(LOBBIES);
  for (const answer of answers.filter((answer) => answer.status !== 200))
    expect({ http: answer.status, error: answer.body.error }).toEqual({
      http: 429,
      error: lobbyCap,
    });
}

async function connect(session: Session): Promise<ClientSocket> {
  const socket = await openSocket(server.url, session.token);
  sockets.push(socket);
  return socket;
}

/** The handshake's refusal, or null when the socket connected (it is then closed). */
async function refusalOf(session: Session): Promise<string | null> {
  try {
    (await openSocket(server.url, session.token)).close();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("open lobbies per host", () => {
  it("refuses the lobby past the cap with 429 and the message, and frees a slot when one closes", async () => {
    const host = await signUp(server.url);
    const first = await createLobbyAs(server.url, host);
    await createLobbyAs(server.url, host);

    const refused = await createLobby(host);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual(lobbyCap);
    expect(MESSAGES.lobbyCapReached.replace("{max}", String(LOBBIES))).toBe(lobbyCap.message);

    // Someone else hosts as many as they like of their own.
    expect((await createLobby(await signUp(server.url))).status).toBe(200);

    // The host leaving closes the lobby, and with it goes one of theirs.
    const left = await callFunction(server.url, "leaveLobby", { lobbyCode: first }, host.token);
    expect(left.body.result).toEqual({ closed: true });
    expect((await createLobby(host)).status).toBe(200);
    expect((await createLobby(host)).body.error).toEqual(lobbyCap);
  });

  it("lets no more than the cap through when the calls arrive together", async () => {
    await expectCapHeldUnderConcurrency(server);
  });

  it.skipIf(!withPostgres)(
    "does so on PostgreSQL too, where transactions run side by side",
    async () => {
      const scratch = await createScratchDatabase();
      const onPostgres = await startTestServer({
        databaseUrl: scratch.url,
        caps: { lobbiesPerUser: LOBBIES, socketsPerUser: SOCKETS },
      });
      try {
        await expectCapHeldUnderConcurrency(onPostgres);
      } finally {
        await onPostgres.stop();
        await scratch.drop();
      }
    },
  );
});

describe("sockets per user", () => {
  it("refuses the socket past the cap with the message, and a socket closing frees a slot", async () => {
    const email = uniqueEmail();
    const player = await signUp(server.url, email);
    const held = [await connect(player), await connect(player), await connect(player)];
    expect(held.every((socket) => socket.connected)).toBe(true);

    expect(await refusalOf(player)).toBe(MESSAGES.tooManySockets);
    // The cap is the user's, not the session's: signing in again opens no more.
    const again = await postJson(`${server.url}/api/auth/sign-in/email`, {
      email,
      password: "secret-words",
    });
    const secondSession = { token: String(again.body.token), userId: player.userId };
    expect(await refusalOf(secondSession)).toBe(MESSAGES.tooManySockets);
    // Another user is not held back by it.
    expect(await refusalOf(await signUp(server.url))).toBeNull();

    held[0]!.close();
    // The server frees the slot once it hears the socket go.
    let reopened: string | null = MESSAGES.tooManySockets;
    for (let tries = 0; tries < 50 && reopened !== null; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reopened = await refusalOf(secondSession);
    }
    expect(reopened).toBeNull();
    // The socket that tried and closed gave its slot back as well: one fits, then the cap holds.
    held[0] = await connect(secondSession);
    expect(await refusalOf(player)).toBe(MESSAGES.tooManySockets);
  });
});
