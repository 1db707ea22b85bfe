import type { AsyncLocalStorage } from "node:async_hooks";
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from "@better-auth/core/context";

/**
 * Switches Better Auth's AsyncLocalStorages off while none of its work is under way. On Node 20,
 * once an AsyncLocalStorage has run, Node calls a hook for every promise the process makes from
 * then on, and gives each one five more fields (its ids, a slot for each of the three storages),
 * whether or not it has anything to do with Better Auth:
 * at 2,000 players those fields were about 6 % of what the server's main thread allocated, though
 * the session cache (sessionCache.ts) keeps Better Auth out of nearly every call. A storage that
 * is off starts again by itself the next time Better Auth runs in it (`run` switches it on).
 *
 * Every way into Better Auth goes through `around` (the auth routes and the session lookup), and
 * the work it leaves running after it answers goes through `background` (Better Auth's
 * `advanced.backgroundTasks.handler`), so no Better Auth code is running when the storages stop.
 */
class AuthContextPause {
  private busy = 0;
  private storages: AsyncLocalStorage<unknown>[] | null = null;

  async around<T>(work: () => Promise<T>): Promise<T> {
    this.busy += 1;
    try {
      return await work();
    } finally {
      this.busy -= 1;
      if (this.busy === 0) void this.pause();
    }
  }

  /** Better Auth's background tasks (a rate limit's clean-up, a session's refresh). */
  readonly background = (task: Promise<unknown>): void => {
    void this.around(() => task).catch(() => undefined);
  };

  private async pause(): Promise<void> {
    this.storages ??= await Promise.all([
      getRequestStateAsyncLocalStorage(),
      getCurrentDBAdapterAsyncLocalStorage(),
      getCurrentAuthContextAsyncLocalStorage(),
    ]);
    // Something may have begun while the storages were fetched.
    if (this.busy === 0) for (const storage of this.storages) storage.disable();
  }
}

/** One for the process: Better Auth keeps its storages in one global context for every instance. */
export const authContextPause = new AuthContextPause();
