import { SessionAwareAdapter, type BroadcastOptions } from "socket.io-adapter";

/** How often packets older than the recovery window are let go. */
const PRUNE_EVERY_MS = 1_000;

/** The fields of Socket.IO's adapter this subclass reads (private in its typings, 2.5.x). */
interface KeptPackets {
  packets: { emittedAt: number }[];
  maxDisconnectionDuration: number;
}

/**
 * Socket.IO's single-process adapter for connection state recovery, letting go of packets once
 * they are older than the recovery window. Socket.IO's own cleanup runs once a minute, so every
 * packet (and the document patch it carries) stayed for 30 to 90 s: at 2,000 players that was
 * about half of the server's live heap, all of it promoted and marked by every full collection.
 * Replays are unchanged within the window. A client whose last packet is older than the window
 * (a quiet lobby) is no longer recovered and subscribes again for a snapshot, as it already was
 * whenever Socket.IO's own cleanup had run since.
 */
export class PromptRecoveryAdapter extends SessionAwareAdapter {
  private prunedAt = 0;

  /** How many packets are kept for replay. */
  get keptPackets(): number {
    return (this as unknown as KeptPackets).packets.length;
  }

  override broadcast(packet: unknown, opts: BroadcastOptions): void {
    super.broadcast(packet, opts);
    const now = Date.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    this.prune(now);
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
