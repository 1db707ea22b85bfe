import { Samples } from "./samples.js";

/**
 * What the simulated players observe during a measuring window. Outside the window (ramping,
 * warming up) nothing is recorded, so each stage reports its own steady state.
 */
export class BenchMetrics {
  measuring = false;
  moveToEveryone = new Samples();
  /**
   * The same, split at the moment the server stamped the change (`serverTime`, whole
   * milliseconds on one machine's clock): sending to the push, and the push to the last member.
   */
  moveToPush = new Samples();
  pushToEveryone = new Samples();
  roundEndToEveryone = new Samples();
  callLatency = new Samples();
  /** Of each call, the time the server itself reports (Server-Timing), and the rest. */
  callServerTime = new Samples();
  callOutsideServer = new Samples();
  /** The server's own time by function: which calls make the tail. */
  callServerTimeByName = new Map<string, Samples>();
  calls = 0;
  rounds = 0;
  pushes = 0;
  pushBytes = new Samples();
  /**
   * A recent push's size, kept outside the windows too (a moving average of the samples): the
   * floor measured alongside sends broadcasts of this size.
   */
  typicalPushBytes = 1_000;
  errors = new Map<string, number>();
  /** Calls the rules turned down because the game moved on meanwhile (a 4xx), not failures. */
  rejected = new Map<string, number>();

  /** Starts a measuring window; errors are kept until `resetErrors`. */
  resetSamples(): void {
    this.moveToEveryone = new Samples();
    this.moveToPush = new Samples();
    this.pushToEveryone = new Samples();
    this.roundEndToEveryone = new Samples();
    this.callLatency = new Samples();
    this.callServerTime = new Samples();
    this.callOutsideServer = new Samples();
    this.callServerTimeByName = new Map();
    this.calls = 0;
    this.rounds = 0;
    this.pushes = 0;
    this.pushBytes = new Samples();
  }

  resetErrors(): void {
    this.errors = new Map();
    this.rejected = new Map();
  }

  serverTime(name: string, ms: number): void {
    this.callServerTime.add(ms);
    let samples = this.callServerTimeByName.get(name);
    if (!samples) this.callServerTimeByName.set(name, (samples = new Samples()));
    samples.add(ms);
  }

  pushSize(bytes: number): void {
    if (this.measuring) this.pushBytes.add(bytes);
    this.typicalPushBytes += (bytes - this.typicalPushBytes) / 20;
  }

  reject(kind: string): void {
    this.rejected.set(kind, (this.rejected.get(kind) ?? 0) + 1);
  }

  /** Errors count whenever they happen: a stage must not hide a failure in its ramp. */
  error(kind: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }

  get errorCount(): number {
    let total = 0;
    for (const count of this.errors.values()) total += count;
    return total;
  }
}
