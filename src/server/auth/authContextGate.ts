import { AsyncLocalStorage } from "node:async_hooks";

/** Where Better Auth keeps its AsyncLocalStorage instances (@better-auth/core 1.x, global.mjs). */
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");

/**
 * How long after its last call Better Auth's storages are let go: long enough that a burst of
 * sign-ins keeps them, short enough that play between sign-ins runs without them.
 */
const QUIET_MS = 1_000;

export interface AuthContextGateOptions {
  /** How long after the last call ends the storages are let go. */
  quietMs?: number;
  /** What letting them go does: Better Auth's storages by default. */
  release?: () => void;
}

/** Counts the calls into Better Auth and lets its storages go once they have been quiet. */
export class AuthContextGate {
  private active = 0;
  private lastCall = 0;
  private timer: NodeJS.Timeout | null = null;
  private waiting: (() => void)[] = [];
  private readonly quietMs: number;
  private readonly release: () => void;

  constructor(options: AuthContextGateOptions = {}) {
    this.quietMs = options.quietMs ?? QUIET_MS;
    this.release = options.release ?? releaseAuthStorages;
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    this.active += 1;
    this.lastCall = Date.now();
    try {
      return await call();
    } finally {
      this.active -= 1;
      this.lastCall = Date.now();
      if (this.active === 0) this.scheduleRelease();
    }
  }

  /** Resolves the next time the storages are let go. */
  released(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private scheduleRelease(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.active > 0) return;
      if (Date.now() - this.lastCall < this.quietMs) {
        this.scheduleRelease();
        return;
      }
      this.release();
      for (const resolve of this.waiting.splice(0)) resolve();
    }, this.quietMs);
    this.timer.unref();
  }
}

const gate = new AuthContextGate();

/**
 * Runs one call into Better Auth (its HTTP handler, or its API), and lets its context storages go
 * once no call has been running for a moment.
 *
 * Why: on Node 20, once any AsyncLocalStorage is in use, every promise the process makes runs
 * JavaScript hooks (when made, and around each of its continuations) and carries three more
 * properties, whether or not it belongs to the store. Better Auth keeps three storages and uses
 * them only while it handles a call; the game's own promises, thousands a second at 2,000
 * players, paid for them all the same (7 % of the main thread's allocations in a sampled profile;
 * an await took 256 ns instead of 94). `disable()` turns the hooks off until Better Auth's next
 * call, whose `run()` enables them again. Everything Better Auth does for a call (its hooks, the
 * database work it awaits) happens within that call with our configuration: no background tasks
 * handler is set, so Better Auth awaits its deferred work.
 */
export function withAuthContext<T>(call: () => Promise<T>): Promise<T> {
  return gate.run(call);
}

/** Resolves the next time this process lets Better Auth's storages go. */
export function authStoragesReleased(): Promise<void> {
  return gate.released();
}

/** Turns Better Auth's storages off; each turns itself on again at its next `run()`. */
function releaseAuthStorages(): void {
  const holder = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    BETTER_AUTH_GLOBAL
  ];
  for (const value of Object.values(holder?.context ?? {}))
    if (value instanceof AsyncLocalStorage) value.disable();
}
