import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callFunction, signInGuest } from "../helpers/api.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe("POST /api/functions/{name}", () => {
  it("answers not-found for an unknown function", async () => {
    const guest = await signInGuest(server.url);
    const answer = await callFunction(server.url, "summonDragon", {}, guest.token);
    expect(answer).toEqual({
      status: 404,
      body: { error: { status: "not-found", message: "Unknown function" } },
    });
  });

  it("tells in a Server-Timing header how long the server took, answered or refused", async () => {
    const guest = await signInGuest(server.url);
    const call = (name: string) =>
      fetch(`${server.url}/api/functions/${name}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${guest.token}` },
        body: JSON.stringify({ data: {} }),
      });
    for (const answer of [await call("getSubscription"), await call("summonDragon")]) {
      const timing = /^app;dur=(\d+\.\d{2})$/.exec(answer.headers.get("server-timing") ?? "");
      expect(timing, `${answer.status}`).not.toBeNull();
      expect(Number(timing?.[1])).toBeGreaterThan(0);
      expect(Number(timing?.[1])).toBeLessThan(10_000);
    }
  });

  it("answers invalid-argument for malformed JSON, a missing data field and a wrong content type", async () => {
    const guest = await signInGuest(server.url);
    const headers = { authorization: `Bearer ${guest.token}`, "content-type": "application/json" };
    const broken = await fetch(`${server.url}/api/functions/summonDragon`, {
      method: "POST",
      headers,
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      error: { status: "invalid-argument", message: "Invalid request data" },
    });

    const text = await fetch(`${server.url}/api/functions/summonDragon`, {
      method: "POST",
      headers: { ...headers, "content-type": "text/plain" },
      body: "hello",
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { error: { status: string } }).error.status).toBe(
      "invalid-argument",
    );
  });

  it("refuses bodies over the size limit without a server error", async () => {
    const answer = await fetch(`${server.url}/api/functions/summonDragon`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: { text: "x".repeat(200_000) } }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { status: string } }).error.status).toBe(
      "invalid-argument",
    );
  });

  it("refuses calls and sockets from another website's pages, and takes its own and scripts'", async () => {
    const guest = await signInGuest(server.url);
    const call = (origin?: string) =>
      fetch(`${server.url}/api/functions/getSubscription`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${guest.token}`,
          ...(origin ? { origin } : {}),
        },
        body: JSON.stringify({ data: {} }),
      });
    const foreign = await call("https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: {
        status: "permission-denied",
        message: "Requests from other websites are not allowed",
      },
    });
    expect((await call(server.url)).status).toBe(200);
    expect((await call()).status).toBe(200);

    const socketFrom = (origin: string) =>
      new Promise<boolean>((resolve) => {
        const socket = connect(server.url, {
          transports: ["websocket"],
          auth: { token: guest.token },
          extraHeaders: { origin },
          reconnection: false,
        });
        const settle = (connected: boolean) => {
          socket.close();
          resolve(connected);
        };
        socket.once("connect", () => settle(true));
        socket.once("connect_error", () => settle(false));
      });
    expect(await socketFrom("https://evil.example")).toBe(false);
    expect(await socketFrom(server.url)).toBe(true);
  });

  it("answers not-found in the spec's error shape for unknown API paths", async () => {
    const answer = await fetch(`${server.url}/api/nothing-here`);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { status: string } }).error.status).toBe("not-found");
  });
});
