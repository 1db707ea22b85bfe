import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ClientToServerEvents,
  DocumentMessage,
  ServerToClientEvents,
  SubscribeAck,
} from "../../src/shared/protocol.js";
import { getJson, signInGuest, type Session } from "../helpers/api.js";
import { lobbyDoc } from "../helpers/fixtures.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let server: TestServer;
let host: Session;
let guest: Session;
let outsider: Session;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  [host, guest, outsider] = await Promise.all([
    signInGuest(server.url),
    signInGuest(server.url),
    signInGuest(server.url),
  ]);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.stop();
});

function open(token: string | undefined): Promise<ClientSocket> {
  const socket: ClientSocket = connect(server.url, {
    transports: ["websocket"],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

function subscribe(socket: ClientSocket, code: string): Promise<SubscribeAck> {
  return new Promise((resolve) => socket.emit("subscribe", { kind: "lobby", code }, resolve));
}

function nextDoc(socket: ClientSocket): Promise<DocumentMessage> {
  return new Promise((resolve) => socket.once("doc", resolve));
}

/** The first push of `code` to the socket (that passes `test`). */
function docOf(
  socket: ClientSocket,
  code: string,
  test: (message: DocumentMessage) => boolean = () => true,
): Promise<DocumentMessage> {
  return new Promise((resolve) => {
    const heard = (message: DocumentMessage) => {
      if (message.code !== code || !test(message)) return;
      socket.off("doc", heard);
      resolve(message);
    };
    socket.on("doc", heard);
  });
}

/** Every event the socket receives about `code`, of any name (a push, a patch). */
function heardAbout(socket: ClientSocket, code: string): unknown[][] {
  const heard: unknown[][] = [];
  socket.onAny((event: string, ...args: unknown[]) => {
    if ((args[0] as { code?: unknown } | undefined)?.code === code) heard.push([event, ...args]);
  });
  return heard;
}

/**
 * Proves that nothing written before it reached the socket: a change to `sentinel`, a lobby the
 * socket follows, is written after, and pushes to one socket arrive in the order written.
 */
async function sentinelReaches(socket: ClientSocket, sentinel: string, member: string) {
  const arrived = docOf(socket, sentinel, (message) => {
    return message.doc?.players[member]?.name === "Sentinel";
  });
  await writeLobby(sentinel, [member], "Sentinel");
  await arrived;
}

async function writeLobby(code: string, members: string[], rename?: string): Promise<void> {
  await server.services.documents.transact(async (tx) => {
    const doc = lobbyDoc(code, members);
    const first = members[0];
    if (rename && first && doc.players[first]) doc.players[first].name = rename;
    await tx.put("lobby", code, doc);
  });
}

describe("realtime push", () => {
  it("refuses a socket without a valid session", async () => {
    await expect(open(undefined)).rejects.toThrow("You must be signed in to do this");
    await expect(open("forged")).rejects.toThrow("You must be signed in to do this");
  });

  it("sends members a snapshot, then every change with a growing version and the server time", async () => {
    await writeLobby("RTPUSH", [host.userId, guest.userId]);
    const socket = await open(guest.token);
    const ack = await subscribe(socket, "rtpush");
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    expect(ack.snapshot.version).toBe(1);
    expect(ack.snapshot.doc).toMatchObject({ code: "RTPUSH", status: "waiting" });
    expect(Math.abs(ack.snapshot.serverTime - Date.now())).toBeLessThan(5_000);

    const pushed = nextDoc(socket);
    await writeLobby("RTPUSH", [host.userId, guest.userId], "Merlin");
    const message = await pushed;
    expect(message.version).toBe(2);
    expect(message.doc?.players[host.userId]?.name).toBe("Merlin");

    const gone = nextDoc(socket);
    await server.services.documents.transact((tx) => tx.remove("lobby", "RTPUSH"));
    expect((await gone).doc).toBeNull();
  });

  it("tells a removed member once, then sends them nothing more", async () => {
    await writeLobby("RTGONE", [host.userId, guest.userId]);
    const hostSocket = await open(host.token);
    const guestSocket = await open(guest.token);
    await subscribe(hostSocket, "RTGONE");
    await subscribe(guestSocket, "RTGONE");
    await writeLobby("RTGON2", [guest.userId]);
    await subscribe(guestSocket, "RTGON2");
    const guestHeard = heardAbout(guestSocket, "RTGONE");

    // The document without them reaches them (their screen sends them home)…
    const removal = docOf(guestSocket, "RTGONE");
    await writeLobby("RTGONE", [host.userId]);
    expect(Object.keys((await removal).doc?.players ?? {})).toEqual([host.userId]);
    // …and later changes do not.
    const hostHeard = nextDoc(hostSocket);
    await writeLobby("RTGONE", [host.userId], "Merlin the Grey");
    expect((await hostHeard).doc?.players[host.userId]?.name).toBe("Merlin the Grey");
    await sentinelReaches(guestSocket, "RTGON2", guest.userId);
    expect(guestHeard).toHaveLength(1);
  });

  it("keeps out a member removed while their subscription was being answered", async () => {
    await writeLobby("RTRACE", [host.userId, guest.userId]);
    const hostSocket = await open(host.token);
    await subscribe(hostSocket, "RTRACE");
    const guestSocket = await open(guest.token);
    await writeLobby("RTRAC2", [guest.userId]);
    await subscribe(guestSocket, "RTRAC2");
    const guestHeard = heardAbout(guestSocket, "RTRACE");

    // The guest's subscription reads the lobby while they are still in it; they are removed
    // before its socket joins the room, so the removal's eviction cannot reach that socket.
    const documents = server.services.documents;
    const read = documents.read.bind(documents);
    let removedMidway = false;
    documents.read = (async (kind, code) => {
      const stored = await read(kind, code);
      if (!removedMidway && code === "RTRACE") {
        removedMidway = true;
        await writeLobby("RTRACE", [host.userId]);
      }
      return stored;
    }) as typeof documents.read;
    let ack: SubscribeAck;
    try {
      ack = await subscribe(guestSocket, "RTRACE");
    } finally {
      documents.read = read;
    }
    expect(removedMidway).toBe(true);
    expect(ack).toEqual({
      ok: false,
      error: { status: "permission-denied", message: "You are not part of this game session." },
    });

    const hostHeard = nextDoc(hostSocket);
    await writeLobby("RTRACE", [host.userId], "Merlin the Grey");
    expect((await hostHeard).doc?.players[host.userId]?.name).toBe("Merlin the Grey");
    await sentinelReaches(guestSocket, "RTRAC2", guest.userId);
    expect(guestHeard).toEqual([]);
  });

  it("does not publish a change that was rolled back", async () => {
    await writeLobby("RTROLL", [host.userId]);
    const socket = await open(host.token);
    await subscribe(socket, "RTROLL");
    const received = heardAbout(socket, "RTROLL");
    await expect(
      server.services.documents.transact(async (tx) => {
        await tx.put("lobby", "RTROLL", lobbyDoc("RTROLL", [host.userId, guest.userId]));
        throw new Error("rule refused");
      }),
    ).rejects.toThrow("rule refused");
    expect((await server.services.documents.read("lobby", "RTROLL"))?.version).toBe(1);
    // The next change is the first the member hears of, and it names the version after the first.
    await sentinelReaches(socket, "RTROLL", host.userId);
    expect(received).toHaveLength(1);
    const [event, message] = received[0] as [string, DocumentMessage];
    expect(event).toBe("doc");
    expect(message.version).toBe(2);
    expect(Object.keys(message.doc?.players ?? {})).toEqual([host.userId]);
  });

  it("lets only members read a lobby, over the socket and over HTTP", async () => {
    await writeLobby("RTMEMB", [host.userId]);
    const socket = await open(outsider.token);
    expect(await subscribe(socket, "RTMEMB")).toEqual({
      ok: false,
      error: { status: "permission-denied", message: "You are not part of this game session." },
    });
    // A code that does not exist is answered the same: codes cannot be found by asking.
    expect(await subscribe(socket, "NOPE22")).toEqual({
      ok: false,
      error: { status: "permission-denied", message: "You are not part of this game session." },
    });
    expect((await getJson(`${server.url}/api/lobbies/RTMEMB`, outsider.token)).status).toBe(403);
    const member = await getJson(`${server.url}/api/lobbies/rtmemb`, host.token);
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ kind: "lobby", code: "RTMEMB", version: 1 });
    expect(
      (member.body.doc as { players: Record<string, unknown> }).players[host.userId],
    ).toBeDefined();
    expect((await getJson(`${server.url}/api/games/RTMEMB`, host.token)).status).toBe(403);
  });

  it("drops a connection that sends a message over 16 KB, and keeps serving everyone else", async () => {
    const greedy = await open(host.token);
    const dropped = new Promise<string>((resolve) => greedy.once("disconnect", resolve));
    greedy.emit("subscribe", { kind: "lobby", code: "x".repeat(20_000) } as never, () => {});
    expect(await dropped).toBe("transport close");
    const other = await open(guest.token);
    const ack = await subscribe(other, "NOPE00");
    expect(ack.ok).toBe(false);
    expect(other.connected).toBe(true);
  });

  it("answers a malformed subscription with invalid-argument", async () => {
    const socket = await open(host.token);
    const ack = await new Promise<SubscribeAck>((resolve) =>
      socket.emit("subscribe", { kind: "castle", code: 7 } as never, resolve),
    );
    expect(ack).toEqual({
      ok: false,
      error: { status: "invalid-argument", message: "Invalid request data" },
    });
  });
});
