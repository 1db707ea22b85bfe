import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { PromptRecoveryAdapter } from "../../src/server/realtime/recoveryAdapter.js";

const WINDOW_MS = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** A Socket.IO server with our adapter and a short recovery window; clients join room "r". */
async function start(): Promise<{ io: Server; url: string; adapter: () => PromptRecoveryAdapter }> {
  const http = createServer();
  const io = new Server(http, {
    adapter: PromptRecoveryAdapter,
    connectionStateRecovery: { maxDisconnectionDuration: WINDOW_MS, skipMiddlewares: true },
  });
  io.on("connection", (socket) => {
    if (!socket.recovered) void socket.join("r");
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
  };
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
    const { io, url } = await start();
    const socket = await open(url);
    const received: number[] = [];
    socket.on("n", (n: number) => received.push(n));
    io.to("r").emit("n", 1);
    await sleep(50);
    socket.io.engine.close();
    await sleep(20);
    io.to("r").emit("n", 2);
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    await sleep(50);
    expect(socket.recovered).toBe(true);
    expect(received).toEqual([1, 2]);
  });

  it("keeps each packet as it was sent, and replays the same objects", async () => {
    const { io, url, adapter } = await start();
    const socket = await open(url);
    const received: unknown[] = [];
    socket.on("patch", (payload: unknown) => received.push(payload));
    const shared = { hp: 80, name: 'Ælfwyn "the" ✨', effects: [{ turns: 2 }] };
    io.to("r").emit("patch", { version: 1, set: { players: { a: shared } } });
    await sleep(50);
    socket.io.engine.close();
    await sleep(20);
    // Changed after it was sent: a replay must carry what was sent, not the object as it is now.
    io.to("r").emit("patch", { version: 2, set: { players: { a: shared } } });
    shared.hp = 10;
    const kept = adapter().keptForms;
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    await sleep(50);
    expect(socket.recovered).toBe(true);
    const sent = { name: 'Ælfwyn "the" ✨', effects: [{ turns: 2 }] };
    expect(received).toEqual([
      { version: 1, set: { players: { a: { hp: 80, ...sent } } } },
      { version: 2, set: { players: { a: { hp: 80, ...sent } } } },
    ]);
    expect(kept).toEqual({ objects: 0, bytes: 2, text: 0 });
  });

  it("lets go of packets once they are older than the window, not a minute later", async () => {
    const { io, adapter } = await start();
    for (let n = 0; n < 5; n += 1) io.to("r").emit("n", n);
    expect(adapter().keptPackets).toBe(5);
    await sleep(WINDOW_MS + 1_100);
    io.to("r").emit("n", 5);
    expect(adapter().keptPackets).toBe(1);
  });
});
