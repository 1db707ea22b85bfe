import { io as connect, type Socket } from "socket.io-client";
import { startBareServer } from "./bareServerProcess.js";
import { CastWatch } from "./castWatch.js";
import { watchLoopLateness } from "./loopLateness.js";
import { readUsage } from "./processUsage.js";
import { spread, type Spread } from "./samples.js";

export interface FloorLoad {
  players: number;
  roomSize: number;
  /** Broadcasts per second across all rooms (the moves per second of the real run). */
  perSecond: number;
  payloadBytes: number;
  seconds: number;
}

export interface FloorResult {
  latency: Spread;
  lost: number;
  cpuPercent: number;
  /** How late the generator's event loop ran meanwhile (p99, ms), as in the real run. */
  benchLoopDelayP99Ms: number;
}

/**
 * Runs the bare broadcast with the same clients, rooms, rate and payload size as a stage of the
 * real run, and measures send-to-everyone latency the same way.
 */
export async function measureFloor(load: FloorLoad): Promise<FloorResult> {
  const bare = await startBareServer();
  const sockets: Socket[] = [];
  const rooms = Math.ceil(load.players / load.roomSize);
  const watch = new CastWatch();
  try {
    for (let index = 0; index < load.players; index += 1) {
      const socket = connect(bare.url, { transports: ["websocket"] });
      const room = `room-${index % rooms}`;
      socket.on("cast", (message: { id: number }) => watch.received(message.id));
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      await socket.emitWithAck("join", room);
      sockets.push(socket);
    }
    const membersOf = (room: number) =>
      Math.floor(load.players / rooms) + (room < load.players % rooms ? 1 : 0);
    const filler = "x".repeat(Math.max(0, load.payloadBytes - 40));
    const cast = () => {
      const sender = Math.floor(Math.random() * sockets.length);
      const room = sender % rooms;
      const id = watch.send(membersOf(room));
      sockets[sender]?.emit("cast", `room-${room}`, { id, filler });
    };
    // Casts spread evenly over time, as moves arriving from many lobbies are.
    const everyMs = 1000 / load.perSecond;
    let due = performance.now();
    const pump = setInterval(() => {
      while (due <= performance.now()) {
        cast();
        due += everyMs;
      }
    }, 5);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    watch.measuring = true;
    const before = readUsage(bare.pid);
    const loopLateness = watchLoopLateness();
    await new Promise((resolve) => setTimeout(resolve, load.seconds * 1000));
    const benchLoopDelayP99Ms = loopLateness();
    const after = readUsage(bare.pid);
    watch.measuring = false;
    clearInterval(pump);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return {
      latency: spread(watch.samples),
      lost: watch.lost(),
      cpuPercent: ((after.cpuSeconds - before.cpuSeconds) / load.seconds) * 100,
      benchLoopDelayP99Ms,
    };
  } finally {
    for (const socket of sockets) socket.close();
    bare.stop();
  }
}
