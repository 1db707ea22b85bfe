import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireIdleGuests } from "../../src/server/auth/guestExpiry.js";
import { session, user } from "../../src/server/db/schema.js";
import { getJson, signInGuest, signUp } from "../helpers/api.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const DAY = 24 * 3_600_000;

describe("guest sessions expire after inactivity", () => {
  it("deletes a guest unseen for longer than GUEST_IDLE_HOURS and signs them out, and nobody else", async () => {
    const idle = await signInGuest(server.url);
    const active = await signInGuest(server.url);
    const member = await signUp(server.url);
    // All three were last seen four days ago, as far as their rows tell; then the active guest
    // and the account holder come back today.
    const fourDaysAgo = new Date(Date.now() - 4 * DAY);
    const ids = [idle.userId, active.userId, member.userId];
    await server.database.db
      .update(user)
      .set({ createdAt: fourDaysAgo })
      .where(inArray(user.id, ids));
    await server.database.db
      .update(session)
      .set({ updatedAt: fourDaysAgo })
      .where(inArray(session.userId, ids));
    await server.database.db
      .update(session)
      .set({ updatedAt: new Date() })
      .where(eq(session.userId, active.userId));
    // The idle guest's credential is in use (and remembered) right before the expiry runs.
    expect((await getJson(`${server.url}/api/me`, idle.token)).status).toBe(200);

    const removed = await expireIdleGuests(
      server.database.db,
      server.sessions,
      Date.now(),
      3 * DAY,
    );

    expect(removed).toBe(1);
    expect((await getJson(`${server.url}/api/me`, idle.token)).body).toEqual({ signedIn: false });
    expect((await getJson(`${server.url}/api/me`, active.token)).status).toBe(200);
    expect((await getJson(`${server.url}/api/me`, member.token)).status).toBe(200);
    const left = await server.database.db
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, ids));
    expect(left.map((row) => row.id).sort()).toEqual([active.userId, member.userId].sort());
  });
});
