import { io as connect, type Socket } from "socket.io-client";
import { follow, type HeldDocument } from "../../src/shared/documentFollower.js";
import type {
  DocumentMessage,
  PatchMessage,
  ServerToClientEvents,
  ClientToServerEvents,
} from "../../src/shared/protocol.js";
import type { DocumentKind } from "../../src/shared/documents.js";
import type { BenchMetrics } from "./benchMetrics.js";
import { postJson } from "./benchHttp.js";

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const CALL_TIMEOUT_MS = 70_000;

/**
 * One simulated player, doing what the web client does: a Better Auth session (bearer token),
 * function calls over HTTP and a WebSocket that receives its documents.
 */
export class BenchWizard {
  socket: ClientSocket | null = null;
  userId = "";
  private token = "";
  private readonly held = new Map<string, HeldDocument>();
  private onDoc: (message: DocumentMessage) => void = () => {};

  constructor(
    readonly base: string,
    readonly name: string,
    private readonly metrics: BenchMetrics,
  ) {}

  async signInGuest(): Promise<void> {
    await this.auth("/api/auth/sign-in/anonymous", {});
  }

  async signUp(email: string): Promise<void> {
    await this.auth("/api/auth/sign-up/email", {
      email,
      password: "bench-password",
      name: this.name,
    });
  }

  private async auth(route: string, body: unknown): Promise<void> {
    const response = await postJson(
      `${this.base}${route}`,
      { origin: this.base },
      body,
      CALL_TIMEOUT_MS,
    );
    if (response.status !== 200) throw new Error(`${route}: HTTP ${response.status}`);
    const answer = response.body as { token: string; user: { id: string } };
    this.token = answer.token;
    this.userId = answer.user.id;
  }

  /** Calls a function; a 5xx, a network failure or a timeout counts as an error. */
  async call<T>(name: string, data: unknown): Promise<T | null> {
    const started = performance.now();
    try {
      const response = await postJson(
        `${this.base}/api/functions/${name}`,
        { authorization: `Bearer ${this.token}`, origin: this.base },
        { data },
        CALL_TIMEOUT_MS,
      );
      const body = (response.body ?? {}) as { result?: T; error?: { message: string } };
      if (this.metrics.measuring) {
        const latency = performance.now() - started;
        this.metrics.calls += 1;
        this.metrics.callLatency.add(latency);
        if (response.serverMs !== null) {
          this.metrics.serverTime(name, response.serverMs);
          this.metrics.callOutsideServer.add(Math.max(0, latency - response.serverMs));
        }
      }
      if (response.status !== 200) {
        const what = `${name}: HTTP ${response.status} ${body.error?.message ?? ""}`.trim();
        // A player who was a moment too late (the round closed, they fell) is turned down by the
        // rules; anything else is a failure.
        if (response.status === 400 && body.error) this.metrics.reject(what);
        else this.metrics.error(what);
        return null;
      }
      return body.result ?? null;
    } catch (error) {
      this.metrics.error(`${name}: ${error instanceof Error ? error.name : "failed"}`);
      return null;
    }
  }

  async connect(onDoc: (message: DocumentMessage) => void): Promise<void> {
    this.onDoc = onDoc;
    const socket: ClientSocket = connect(this.base, {
      transports: ["websocket"],
      auth: { token: this.token },
    });
    // Followed as the web client does: patches applied in order, a missed version resubscribes.
    const receive = (message: DocumentMessage | PatchMessage) => {
      if (this.metrics.measuring) this.metrics.pushes += 1;
      // What came over the wire (a patch or a whole document), sampled: encoding costs CPU.
      if (Math.random() < 0.05) this.metrics.pushSize(Buffer.byteLength(JSON.stringify(message)));
      const key = `${message.kind}:${message.code}`;
      const before = this.held.get(key) ?? null;
      const next = follow(before, message);
      if (next === "resync") return void this.subscribe(message.kind, message.code);
      if (next === null || next === before) return;
      this.held.set(key, next);
      onDoc({ ...message, doc: next.doc, version: next.version } as DocumentMessage);
    };
    socket.on("doc", receive);
    socket.on("patch", receive);
    socket.on("disconnect", (reason) => {
      if (reason !== "io client disconnect") this.metrics.error(`socket: ${reason}`);
    });
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
  }

  async subscribe(kind: DocumentKind, code: string): Promise<void> {
    // A resubscription still waiting when the player leaves is simply dropped.
    const answer = await this.socket?.emitWithAck("subscribe", { kind, code }).catch(() => null);
    if (answer === null) return;
    if (!answer?.ok) this.metrics.error(`subscribe ${kind}: refused`);
    else {
      this.held.set(`${kind}:${code}`, answer.snapshot);
      this.onDoc(answer.snapshot);
    }
  }

  close(): void {
    this.socket?.close();
  }
}
