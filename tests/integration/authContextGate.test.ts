import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, signInGuest, signUp, uniqueEmail } from "../helpers/api.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether Node is running promise hooks: a new promise then carries their symbols. */
async function promiseHooksOn(): Promise<boolean> {
  // Node turns the hooks off in a microtask after the last storage is disabled.
  await null;
  await null;
  return Object.getOwnPropertySymbols(Promise.resolve()).length > 0;
}

describe("Better Auth's context storages between its calls", () => {
  it("are let go once no auth call has run for a moment, and sessions keep working", async () => {
    const first = await signInGuest(server.url);
    expect(await promiseHooksOn()).toBe(true);
    await sleep(2_500);
    expect(await promiseHooksOn()).toBe(false);

    // A burst of sign-ins and sign-ups (one linking a guest, which reads the request's session
    // inside Better Auth's hooks) while the storages come back, then calls that identify each.
    const guest = await signInGuest(server.url);
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

    await sleep(2_500);
    expect(await promiseHooksOn()).toBe(false);
    const later = await signInGuest(server.url);
    expect((await getJson(`${server.url}/api/me`, later.token)).body.id).toBe(later.userId);
  });
});
