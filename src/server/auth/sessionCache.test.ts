import { describe, expect, it } from "vitest";
import { SessionCache, type SessionLookup } from "./sessionCache.js";

const merlin = { id: "u1", email: "m@example.com", name: "Merlin", isAnonymous: false };

/** A lookup that answers `name`'s session when told to, and counts how often it was asked. */
function controlledLookup() {
  const answers: ((name: string | null) => void)[] = [];
  const lookup: SessionLookup = () =>
    new Promise((resolve) =>
      answers.push((name) =>
        resolve(
          name === null
            ? null
            : { known: { caller: { ...merlin, name }, sessionToken: "s1" }, expiresAt: Infinity },
        ),
      ),
    );
  return {
    lookup,
    asked: () => answers.length,
    answer: async (name: string | null) => {
      answers.at(-1)?.(name);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe("SessionCache", () => {
  it("remembers a caller until its time is up or its session expires, whichever is first", () => {
    let now = 1_000;
    const cache = new SessionCache(15_000, 10, () => now);
    cache.set("bearer-a", { caller: merlin, sessionToken: "s1" }, 1_000_000);
    cache.set("bearer-b", { caller: merlin, sessionToken: "s2" }, 6_000);
    now = 5_999;
    expect(cache.get("bearer-a")?.caller).toEqual(merlin);
    expect(cache.get("bearer-b")?.sessionToken).toBe("s2");
    now = 6_000;
    expect(cache.get("bearer-b")).toBeNull();
    now = 16_000;
    expect(cache.get("bearer-a")).toBeNull();
  });

  it("spreads the expiry of sessions remembered together over the last quarter of the time", () => {
    let now = 0;
    const draws = [0, 0.999, 0.5];
    const cache = new SessionCache(
      60_000,
      10,
      () => now,
      () => draws.shift() ?? 0,
    );
    for (const name of ["a", "b", "c"])
      cache.set(`bearer-${name}`, { caller: merlin, sessionToken: name }, Infinity);
    now = 45_000 - 1;
    expect(["a", "b", "c"].map((name) => cache.get(`bearer-${name}`) !== null)).toEqual([
      true,
      true,
      true,
    ]);
    now = 52_500;
    expect(["a", "b", "c"].map((name) => cache.get(`bearer-${name}`) !== null)).toEqual([
      true,
      false,
      false,
    ]);
    now = 60_000;
    expect(cache.get("bearer-a")).toBeNull();
  });

  it("by default remembers a session for between 3¾ and 5 minutes", () => {
    let now = 0;
    const draws = [0, 0.999];
    const cache = new SessionCache(
      undefined,
      undefined,
      () => now,
      () => draws.shift() ?? 0,
    );
    cache.set("bearer-a", { caller: merlin, sessionToken: "a" }, Infinity);
    cache.set("bearer-b", { caller: merlin, sessionToken: "b" }, Infinity);
    now = 225_000 - 1;
    expect(cache.get("bearer-b")?.caller).toEqual(merlin);
    now = 300_000 - 1;
    expect(cache.get("bearer-a")?.caller).toEqual(merlin);
    expect(cache.get("bearer-b")).toBeNull();
    now = 300_000;
    expect(cache.get("bearer-a")).toBeNull();
  });

  it("forgets every credential of an ended session, and tells the listeners", () => {
    const cache = new SessionCache();
    const heard: string[] = [];
    cache.onForget((token) => heard.push(token));
    cache.set("authorization:Bearer s1", { caller: merlin, sessionToken: "s1" }, Infinity);
    cache.set("cookie:session=s1.sig", { caller: merlin, sessionToken: "s1" }, Infinity);
    cache.set("authorization:Bearer s2", { caller: merlin, sessionToken: "s2" }, Infinity);
    cache.forget("s1");
    expect(cache.get("authorization:Bearer s1")).toBeNull();
    expect(cache.get("cookie:session=s1.sig")).toBeNull();
    expect(cache.get("authorization:Bearer s2")).not.toBeNull();
    expect(heard).toEqual(["s1"]);
    cache.forgetUser("u1");
    expect(cache.get("authorization:Bearer s2")).toBeNull();
  });

  it("drops the oldest entry when full", () => {
    const cache = new SessionCache(15_000, 2);
    for (const token of ["s1", "s2", "s3"])
      cache.set(token, { caller: merlin, sessionToken: token }, Infinity);
    expect(cache.get("s1")).toBeNull();
    expect(cache.get("s3")).not.toBeNull();
  });

  it("shares one lookup between calls that arrive while it runs", async () => {
    const cache = new SessionCache();
    const sessions = controlledLookup();
    const calls = [1, 2, 3].map(() => cache.resolve("bearer-a", sessions.lookup));
    await sessions.answer("Merlin");
    expect((await Promise.all(calls)).map((known) => known?.caller.name)).toEqual([
      "Merlin",
      "Merlin",
      "Merlin",
    ]);
    expect(sessions.asked()).toBe(1);
  });

  it("does not remember a session that was signed out while it was being looked up", async () => {
    const cache = new SessionCache();
    const sessions = controlledLookup();
    const call = cache.resolve("bearer-a", sessions.lookup);
    cache.forget("s1");
    await sessions.answer("Merlin");
    await call;
    expect(cache.get("bearer-a")).toBeNull();
  });

  it("does not answer a call made after a sign-out with a lookup begun before it", async () => {
    const cache = new SessionCache();
    const sessions = controlledLookup();
    // Begun before the sign-out; it may have read the session while it still existed.
    void cache.resolve("bearer-a", sessions.lookup);
    cache.forget("s1");
    const after = cache.resolve("bearer-a", sessions.lookup);
    expect(sessions.asked()).toBe(2);
    await sessions.answer(null);
    expect(await after).toBeNull();
  });
});
