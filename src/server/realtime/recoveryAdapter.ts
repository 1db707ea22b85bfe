import { SessionAwareAdapter, type BroadcastOptions, type Session } from "socket.io-adapter";

/** How often packets older than the recovery window are let go. */
const PRUNE_EVERY_MS = 1_000;

/** A kept packet's event arguments, or the bytes or text they were encoded to (see `broadcast`). */
type KeptData = unknown[] | Buffer | string;

/** The fields of Socket.IO's adapter this subclass reads (private in its typings, 2.5.x). */
interface KeptPackets {
  packets: { emittedAt: number; data: KeptData }[];
  maxDisconnectionDuration: number;
  _encode: (packet: unknown, packetOpts: PacketOptions) => unknown[];
}

/** A broadcast's encoding, as the adapter made it. */
interface Encoding {
  encoded: unknown[];
  packetOpts: PacketOptions;
}

/** What `_encode` adds to a broadcast's options: the WebSocket frame every socket is sent. */
interface PacketOptions {
  wsPreEncodedFrame?: unknown[];
}

/**
 * An event on the main namespace without an acknowledgement, as Socket.IO encodes it
 * (socket.io-parser 4.x): the packet type "2", then the arguments' JSON. Other namespaces put
 * their name between. On the wire Engine.IO puts its message type "4" before it.
 */
const EVENT_TEXT = "2[";
const EVENT_FRAME = Buffer.from(`4${EVENT_TEXT}`);

/**
 * Socket.IO's single-process adapter for connection state recovery, letting go of packets once
 * they are older than the recovery window, and keeping each one as the bytes it was sent as.
 *
 * Socket.IO's own cleanup runs once a minute, so every packet (and the document patch it carries)
 * stayed for 30 to 90 s: at 2,000 players that was about half of the server's live heap, all of
 * it promoted and marked by every full collection. Replays are unchanged within the window. A
 * client whose last packet is older than the window (a quiet lobby) is no longer recovered and
 * subscribes again for a snapshot, as it already was whenever Socket.IO's own cleanup had run.
 *
 * Socket.IO keeps the arguments themselves: a patch's objects, which point into the game
 * document they were cut from and so keep parts of superseded versions alive for the window. The
 * broadcast has already encoded them once, to the WebSocket frame's payload, a buffer outside
 * the JavaScript heap: keeping that instead, each kept packet is one small object for the
 * collector to copy and mark, where a patch was dozens (and its text, about 1.3 KB, a copy). A
 * replay (rare: a dropped socket coming back) parses it again, which gives what the client would
 * have received. Where no frame was made (compression on), the encoded text is kept instead.
 */
export class PromptRecoveryAdapter extends SessionAwareAdapter {
  private prunedAt = 0;
  private lastEncoded: Encoding | null = null;

  constructor(...args: ConstructorParameters<typeof SessionAwareAdapter>) {
    super(...args);
    const kept = this as unknown as KeptPackets;
    const encode = kept._encode.bind(this);
    kept._encode = (packet, packetOpts) => {
      const encoded = encode(packet, packetOpts);
      this.lastEncoded = { encoded, packetOpts };
      return encoded;
    };
  }

  /** How many packets are kept for replay. */
  get keptPackets(): number {
    return (this as unknown as KeptPackets).packets.length;
  }

  /** How the kept packets are held: as objects, as the frame's bytes, or as the encoded text. */
  get keptForms(): { objects: number; bytes: number; text: number } {
    const forms = { objects: 0, bytes: 0, text: 0 };
    for (const { data } of (this as unknown as KeptPackets).packets) {
      if (Array.isArray(data)) forms.objects += 1;
      else if (typeof data === "string") forms.text += 1;
      else forms.bytes += 1;
    }
    return forms;
  }

  override broadcast(packet: unknown, opts: BroadcastOptions): void {
    const packets = (this as unknown as KeptPackets).packets;
    const before = packets.length;
    this.lastEncoded = null;
    super.broadcast(packet, opts);
    const stored = packets.length > before ? packets[packets.length - 1] : undefined;
    if (stored && this.lastEncoded) stored.data = asSent(this.lastEncoded) ?? stored.data;
    this.lastEncoded = null;
    const now = Date.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    this.prune(now);
  }

  override async restoreSession(pid: string, offset: string): Promise<Session> {
    const session = await super.restoreSession(pid, offset);
    if (!session) return session;
    const missed = session.missedPackets as KeptData[];
    return { ...session, missedPackets: missed.map(eventArguments) };
  }

  private prune(now: number): void {
    const kept = this as unknown as KeptPackets;
    const threshold = now - kept.maxDisconnectionDuration;
    const packets = kept.packets;
    // Packets are kept in the order sent: the expired ones are a prefix.
    let low = 0;
    let high = packets.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (packets[middle]!.emittedAt < threshold) low = middle + 1;
      else high = middle;
    }
    if (low > 0) packets.splice(0, low);
  }
}

/** The frame's payload or the encoded text, when it is an event this adapter can read back. */
function asSent({ encoded, packetOpts }: Encoding): KeptData | undefined {
  if (encoded.length !== 1) return undefined;
  const payload = packetOpts.wsPreEncodedFrame?.at(-1);
  if (Buffer.isBuffer(payload) && payload.subarray(0, EVENT_FRAME.length).equals(EVENT_FRAME))
    return payload;
  const text = encoded[0];
  return typeof text === "string" && text.startsWith(EVENT_TEXT) ? text : undefined;
}

/** A kept packet's event arguments, read back from what was sent when it was kept as such. */
function eventArguments(data: KeptData): unknown[] {
  if (Array.isArray(data)) return data;
  if (typeof data === "string") return JSON.parse(data.slice(EVENT_TEXT.length - 1)) as unknown[];
  return JSON.parse(data.toString("utf8", EVENT_FRAME.length - 1)) as unknown[];
}
