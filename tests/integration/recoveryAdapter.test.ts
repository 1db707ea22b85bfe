import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PromptRecoveryAdapter } from "../../src/server/realtime/recoveryAdapter.js";

const WINDOW_MS = 400;
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

interface Started {
  io: Server;
  url: string;
  adapter: () => PromptRecoveryAdapter;
  /** Resolves when the server has seen its next socket go. */
  nextDisconnect: () => Promise<void>;
}

/** A Socket.IO server with our adapter and a short recovery window; clients join room "r". */
async function start(): Promise<Started> {
  const http = createServer();
  const io = new Server(http, {
    adapter: PromptRecoveryAdapter,
    connectionStateRecovery: { maxDisconnectionDuration: WINDOW_MS, skipMiddlewares: true },
  });
  const disconnects = new Set<() => void>();
  io.on("connection", (socket) => {
    if (!socket.recovered) void socket.join("r");
    socket.on("disconnect", () => {
      for (const resolve of disconnects) resolve();
      disconnects.clear();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  stops.push(async () => {
    await io.close();
  });
  const { port } = http.address() as AddressInfo;
  return {
    io,
    url: `http://127.0.0.1:${port}`,
    adapter: () => io.of("/").adapter as PromptRecoveryAdapter,
    nextDisconnect: () => new Promise((resolve) => disconnects.add(resolve)),
  };
}

/**
 * Resolves once the socket has received `count` events named `event`, with their arguments; fails
 * with what it did receive when they do not all come within a few seconds.
 */
function received(socket: Socket, event: string, count: number): Promise<unknown[]> {
  const heard: unknown[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`got only ${JSON.stringify(heard)} of ${count} "${event}" events`)),
      5_000,
    );
    socket.on(event, (payload: unknown) => {
      heard.push(payload);
      if (heard.length !== count) return;
      clearTimeout(timer);
      resolve(heard);
    });
  });
}

/** Drops the client's connection (it reconnects by itself) once the server has seen it go. */
async function drop(socket: Socket, nextDisconnect: () => Promise<void>): Promise<void> {
  const gone = nextDisconnect();
  socket.io.engine.close();
  await gone;
}

function open(url: string): Promise<Socket> {
  const socket = connect(url, { transports: ["websocket"], reconnectionDelay: 50 });
  stops.push(async () => {
    socket.close();
  });
  return new Promise((resolve) => socket.once("connect", () => resolve(socket)));
}

describe("connection state recovery with prompt pruning", () => {
  it("replays to a briefly dropped client what was sent while it was away", async () => {
    const { io, url, nextDisconnect } = await start();
    const socket = await open(url);
    const first = received(socket, "n", 1);
    const both = received(socket, "n", 2);
    io.to("r").emit("n", 1);
    await first;
    const back = new Promise<boolean>((resolve) =>
      socket.once("connect", () => resolve(socket.recovered)),
    );
    await drop(socket, nextDisconnect);
    io.to("r").emit("n", 2);
    const [recovered, heard] = await Promise.all([back, both]);
    expect(recovered).toBe(true);
    expect(heard).toEqual([1, 2]);
  });

  it("keeps each packet as it was sent, and replays the same objects", async () => {
    const { io, url, adapter, nextDisconnect } = await start();
    const socket = await open(url);
    const first = received(socket, "patch", 1);
    const both = received(socket, "patch", 2);
    const shared = { hp: 80, name: 'Ælfwyn "the" ✨', effects: [{ turns: 2 }] };
    io.to("r").emit("patch", { version: 1, set: { players: { a: shared } } });
    await first;
    const back = new Promise<boolean>((resolve) =>
      socket.once("connect", () => resolve(socket.recovered)),
    );
    await drop(socket, nextDisconnect);
    // Changed after it was sent: a replay must carry what was sent, not the object as it is now.
    io.to("r").emit("patch", { version: 2, set: { players: { a: shared } } });
    shared.hp = 10;
    const kept = adapter().keptForms;
    const [recovered, heard] = await Promise.all([back, both]);
    expect(recovered).toBe(true);
    const sent = { name: 'Ælfwyn "the" ✨', effects: [{ turns: 2 }] };
    expect(heard).toEqual([
      { version: 1, set: { players: { a: { hp: 80, ...sent } } } },
      { version: 2, set: { players: { a: { hp: 80, ...sent } } } },
    ]);
    expect(kept).toEqual({ objects: 0, bytes: 2, text: 0 });
  });

  it("lets go of packets once they are older than the window, not a minute later", async () => {
    const { io, adapter } = await start();
    // Only the clock is faked: the packets' times and the pruning's pace both read it.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (let n = 0; n < 5; n += 1) io.to("r").emit("n", n);
      expect(adapter().keptPackets).toBe(5);
      // Past the window and the pause between prunings, far short of Socket.IO's own minute.
      vi.setSystemTime(Date.now() + WINDOW_MS + 1_100);
      io.to("r").emit("n", 5);
      expect(adapter().keptPackets).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
