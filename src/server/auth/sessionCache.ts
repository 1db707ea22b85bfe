import type { Caller } from "../functions/registry.js";

/** A signed-in caller and the session their credential belongs to. */
export interface KnownSession {
  caller: Caller;
  sessionToken: string;
}

interface Entry extends KnownSession {
  until: number;
}

/** Looks a credential's session up anew: null when it has none (signed out, expired, forged). */
export type SessionLookup = () => Promise<{ known: KnownSession; expiresAt: number } | null>;

/** The share of the time to remember a session that is left to chance (see `set`). */
const TTL_JITTER = 0.25;

/**
 * Who is behind a credential (bearer token or cookie header), remembered for up to five minutes:
 * Better Auth's session lookup was most of the cost of a function call, and a player calls
 * several functions a round. A session that ends (sign-out,
 * revocation, a guest becoming an account) is forgotten at once: Better Auth's session hooks call
 * `forget`, and the listeners carry it to the other server processes.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysBySession = new Map<string, Set<string>>();
  private readonly listeners: ((sessionToken: string) => void)[] = [];
  /** Lookups under way by credential: calls arriving meanwhile share them. */
  private readonly pending = new Map<string, Promise<KnownSession | null>>();
  /** Counts forgetting; a lookup that saw it change may have read a session as it ended. */
  private forgets = 0;

  constructor(
    // Five minutes, as long as Better Auth's own cookie cache trusts a session by default. Every
    // process forgets an ended session at once (sign-out, revocation, guest expiry, a user
    // updated), so this bounds only what changes without Better Auth's hooks (a row deleted by
    // hand). Kept shorter, lookups queued behind commits on the database thread became the
    // function calls' latency tail.
    private readonly ttlMs = 300_000,
    private readonly maxEntries = 100_000,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  get(credential: string): KnownSession | null {
    const entry = this.entries.get(credential);
    if (!entry) return null;
    if (entry.until > this.now()) return { caller: entry.caller, sessionToken: entry.sessionToken };
    this.drop(credential, entry);
    return null;
  }

  /** The session behind a credential: remembered, else looked up (once for concurrent calls). */
  async resolve(credential: string, lookup: SessionLookup): Promise<KnownSession | null> {
    return this.get(credential) ?? this.pending.get(credential) ?? this.lookUp(credential, lookup);
  }

  set(credential: string, { caller, sessionToken }: KnownSession, sessionExpiresAt: number): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      const entry = oldest === undefined ? undefined : this.entries.get(oldest);
      if (oldest !== undefined && entry) this.drop(oldest, entry);
    }
    // Between three quarters of the time and all of it: sessions first seen together (everyone
    // reconnecting after a restart) would otherwise all be looked up again together, every five
    // minutes.
    const ttl = this.ttlMs * (1 - TTL_JITTER * this.random());
    const until = Math.min(this.now() + ttl, sessionExpiresAt);
    this.entries.set(credential, { caller, sessionToken, until });
    const keys = this.keysBySession.get(sessionToken) ?? new Set<string>();
    keys.add(credential);
    this.keysBySession.set(sessionToken, keys);
  }

  /** Forgets a session here and, through the listeners, on every other process. */
  forget(sessionToken: string): void {
    this.forgetHere(sessionToken);
    for (const listener of this.listeners) listener(sessionToken);
  }

  forgetHere(sessionToken: string): void {
    this.forgets += 1;
    // Calls from now on must not share a lookup that may have read the session before it ended.
    this.pending.clear();
    for (const key of this.keysBySession.get(sessionToken) ?? []) this.entries.delete(key);
    this.keysBySession.delete(sessionToken);
  }

  /** Forgets everything in this process: after a restore the session table itself was replaced. */
  clear(): void {
    this.forgets += 1;
    this.pending.clear();
    this.entries.clear();
    this.keysBySession.clear();
  }

  /** Forgets every session of a user whose details changed (name, guest becoming an account). */
  forgetUser(userId: string): void {
    const tokens = new Set<string>();
    for (const entry of this.entries.values())
      if (entry.caller.id === userId) tokens.add(entry.sessionToken);
    for (const token of tokens) this.forget(token);
  }

  onForget(listener: (sessionToken: string) => void): void {
    this.listeners.push(listener);
  }

  private lookUp(credential: string, lookup: SessionLookup): Promise<KnownSession | null> {
    const forgetsBefore = this.forgets;
    const found = lookup()
      .then((result) => {
        // A session signed out while it was being read must not be remembered for minutes.
        if (result && this.forgets === forgetsBefore)
          this.set(credential, result.known, result.expiresAt);
        return result?.known ?? null;
      })
      .finally(() => {
        if (this.pending.get(credential) === found) this.pending.delete(credential);
      });
    this.pending.set(credential, found);
    return found;
  }

  private drop(credential: string, entry: Entry): void {
    this.entries.delete(credential);
    const keys = this.keysBySession.get(entry.sessionToken);
    keys?.delete(credential);
    if (keys?.size === 0) this.keysBySession.delete(entry.sessionToken);
  }
}
