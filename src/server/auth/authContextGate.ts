import { AsyncLocalStorage } from "node:async_hooks";

/** Where Better Auth keeps its AsyncLocalStorage instances (@better-auth/core 1.x, global.mjs). */
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");

/**
 * How long after its last call Better Auth's storages are let go: long enough that a burst of
 * sign-ins keeps them, short enough that play between sign-ins runs without them.
 */
const QUIET_MS = 1_000;

let active = 0;
let lastCall = 0;
let timer: NodeJS.Timeout | null = null;

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
export async function withAuthContext<T>(call: () => Promise<T>): Promise<T> {
  active += 1;
  lastCall = Date.now();
  try {
    return await call();
  } finally {
    active -= 1;
    lastCall = Date.now();
    if (active === 0) scheduleRelease();
  }
}

function scheduleRelease(): void {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    if (active > 0) return;
    const since = Date.now() - lastCall;
    if (since < QUIET_MS) scheduleRelease();
    else releaseAuthStorages();
  }, QUIET_MS);
  timer.unref();
}

/** Turns Better Auth's storages off; each turns itself on again at its next `run()`. */
function releaseAuthStorages(): void {
  const holder = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    BETTER_AUTH_GLOBAL
  ];
  for (const value of Object.values(holder?.context ?? {}))
    if (value instanceof AsyncLocalStorage) value.disable();
}
