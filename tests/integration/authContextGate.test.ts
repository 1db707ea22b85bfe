import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AuthContextGate, authStoragesReleased } from "../../src/server/auth/authContextGate.js";
import { getJson, signInGuest, signUp, uniqueEmail } from "../helpers/api.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Waits for the server's gate to let the storages go, failing if it does not within seconds. */
function released(): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the storages were never let go")), 10_000);
    void authStoragesReleased().then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Whether Node is running promise hooks: a new promise then carries their symbols. */
async function promiseHooksOn(): Promise<boolean> {
  // Node turns the hooks off in a microtask after the last storage is disabled.
  await null;
  await null;
  return Object.getOwnPropertySymbols(Promise.resolve()).length > 0;
}

describe("Better Auth's context storages between its calls", () => {
  it("are let go once no auth call has run for a moment, and sessions keep working", async () => {
    const firstReleased = released();
    const first = await signInGuest(server.url);
    expect(await promiseHooksOn()).toBe(true);
    await firstReleased;
    expect(await promiseHooksOn()).toBe(false);

    // A burst of sign-ins and sign-ups (one linking a guest, which reads the request's session
    // inside Better Auth's hooks) while the storages come back, then calls that identify each.
    const guest = await signInGuest(server.url);
    const burstReleased = released();
    const [others, linked] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => signInGuest(server.url))),
      signUp(server.url, uniqueEmail("gate"), "secret-words", guest.token),
    ]);
    expect(linked.userId).toBe(guest.userId);
    for (const session of [first, ...others, linked]) {
      const me = await getJson(`${server.url}/api/me`, session.token);
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(session.userId);
    }
    expect((await getJson(`${server.url}/api/me`, guest.token)).body).toEqual({ signedIn: false });

    await burstReleased;
    expect(await promiseHooksOn()).toBe(false);
    const later = await signInGuest(server.url);
    expect((await getJson(`${server.url}/api/me`, later.token)).body.id).toBe(later.userId);
  });
});

describe("the gate's quiet period", () => {
  it("lets go only once no call has run or ended for the whole period", async () => {
    vi.useFakeTimers();
    try {
      const release = vi.fn();
      const gate = new AuthContextGate({ quietMs: 1_000, release });
      await gate.run(async () => {});
      // A call inside the period starts it again from its end.
      await vi.advanceTimersByTimeAsync(500);
      await gate.run(async () => {});
      await vi.advanceTimersByTimeAsync(999);
      expect(release).not.toHaveBeenCalled();
      // A call still running keeps the storages however long it takes.
      let finish = () => {};
      const long = gate.run(() => new Promise<void>((resolve) => (finish = resolve)));
      await vi.advanceTimersByTimeAsync(3_000);
      expect(release).not.toHaveBeenCalled();
      finish();
      await long;
      await vi.advanceTimersByTimeAsync(999);
      expect(release).not.toHaveBeenCalled();
      const released = gate.released();
      await vi.advanceTimersByTimeAsync(1_001);
      await released;
      expect(release).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
