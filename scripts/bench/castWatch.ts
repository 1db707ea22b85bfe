import { Samples } from "./samples.js";

/**
 * Broadcasts in flight on the bare server, each waiting for every member of its room: the time
 * from sending until the last one received it is a sample, while measuring. Both floors time
 * their casts this way.
 */
export class CastWatch {
  measuring = false;
  samples = new Samples();
  private readonly pending = new Map<number, { sentAt: number; waiting: number }>();
  private nextId = 0;

  /** Starts a measuring window: samples from now on only. */
  restart(): void {
    this.samples = new Samples();
    this.measuring = true;
  }

  /** Starts watching a cast to `members` sockets; returns its id, to send with it. */
  send(members: number): number {
    const id = this.nextId++;
    this.pending.set(id, { sentAt: performance.now(), waiting: members });
    return id;
  }

  received(id: number): void {
    const watch = this.pending.get(id);
    if (!watch) return;
    watch.waiting -= 1;
    if (watch.waiting > 0) return;
    this.pending.delete(id);
    if (this.measuring) this.samples.add(performance.now() - watch.sentAt);
  }

  /** Counts and forgets the casts still unseen after `ms` (all of them with 0). */
  lost(ms = 0): number {
    const now = performance.now();
    let lost = 0;
    for (const [id, watch] of this.pending) {
      if (now - watch.sentAt < ms) continue;
      lost += 1;
      this.pending.delete(id);
    }
    return lost;
  }
}
