import { io as connect, type Socket } from "socket.io-client";
import { startBareServer, type BareServerProcess } from "./bareServerProcess.js";
import { CastWatch } from "./castWatch.js";
import { readUsage } from "./processUsage.js";
import { spread, type Spread } from "./samples.js";

export interface AlongsideResult {
  latency: Spread;
  lost: number;
  /** The bare server's own CPU during the window (percent of one core). */
  cpuPercent: number;
}

/** A lobby's sockets on the bare server: `cast` broadcasts from one member to all of them. */
export interface FloorRoom {
  cast: (sender: number, bytes: number) => void;
}

/**
 * One lobby in this many is seated on the bare server too: with every lobby, the extra sockets and
 * the bare server's work raised our own p99 several times over (docs/performance.md), and the
 * instrument should weigh on the run as little as it can.
 */
export const ALONGSIDE_EVERY = 4;

/** A cast not seen by everyone this long after sending is lost, as a move would be an error. */
const LOST_AFTER_MS = 15_000;

/**
 * The floor measured alongside the real run: each player of a seated lobby also holds a socket to
 * a bare Socket.IO server (`bareServer.ts`), in a room with the rest of its lobby, and whenever it
 * sends a move it also sends a broadcast of a pushed document's size there. Both paths are timed
 * in the same moments by the same process on the same machine, so the generator's own lateness and
 * the machine's noise weigh on both alike; the floor measured after the run (`bareFloor.ts`) sees
 * an idle generator and a quiet machine instead.
 */
export class AlongsideFloor {
  private readonly watch = new CastWatch();
  private readonly sockets: Socket[] = [];
  private cpuAtStart = 0;

  private constructor(private readonly bare: BareServerProcess) {}

  static async start(): Promise<AlongsideFloor> {
    return new AlongsideFloor(await startBareServer());
  }

  async seat(room: string, members: number): Promise<FloorRoom> {
    const sockets = await Promise.all(
      Array.from({ length: members }, async () => {
        const socket = connect(this.bare.url, { transports: ["websocket"] });
        socket.on("cast", (message: { id: number }) => this.watch.received(message.id));
        await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
        await socket.emitWithAck("join", room);
        return socket;
      }),
    );
    this.sockets.push(...sockets);
    return {
      cast: (sender, bytes) => {
        const id = this.watch.send(sockets.length);
        const filler = "x".repeat(Math.max(0, bytes - 40));
        sockets[sender]?.emit("cast", room, { id, filler });
      },
    };
  }

  /** Starts a measuring window. */
  begin(): void {
    this.cpuAtStart = readUsage(this.bare.pid).cpuSeconds;
    this.watch.restart();
  }

  /** Ends the window that lasted `seconds`. */
  end(seconds: number): AlongsideResult {
    this.watch.measuring = false;
    const lost = this.watch.lost(LOST_AFTER_MS);
    const cpuSeconds = readUsage(this.bare.pid).cpuSeconds - this.cpuAtStart;
    return { latency: spread(this.watch.samples), lost, cpuPercent: (cpuSeconds / seconds) * 100 };
  }

  close(): void {
    for (const socket of this.sockets) socket.close();
    this.bare.stop();
  }
}
