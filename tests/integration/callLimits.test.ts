import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callFunction, signInGuest } from "../helpers/api.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

const limited = {
  status: 429,
  body: {
    error: { status: "resource-exhausted", message: "Too many requests. Please try again later." },
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ callLimits: { perSession: 5, joinsPerAddress: 3 } });
});
afterAll(() => server.stop());

describe("limits on the function door", () => {
  it("answers resource-exhausted once a session calls too often, and only for that session", async () => {
    const busy = await signInGuest(server.url);
    const call = (token: string) =>
      callFunction(server.url, "leaveLobby", { lobbyCode: "ZZZZZZ" }, token);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await call(busy.token)).status).not.toBe(429);
    expect(await call(busy.token)).toEqual(limited);
    const calm = await signInGuest(server.url);
    expect((await call(calm.token)).status).toBe(404);
  });

  it("stops an address guessing lobby codes, however many guest sessions it makes", async () => {
    const statuses: number[] = [];
    for (const code of ["AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD"]) {
      const guest = await signInGuest(server.url);
      const answer = await callFunction(
        server.url,
        "joinLobby",
        { lobbyCode: code, playerName: "Prober", iconId: 0, language: "en" },
        guest.token,
      );
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer).toEqual(limited);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
