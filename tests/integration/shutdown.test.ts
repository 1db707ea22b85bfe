import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { startTestServer } from "../helpers/testServer.js";

describe("closing the server", () => {
  it("answers a request still arriving, then closes at once instead of keeping its connection alive", async () => {
    const server = await startTestServer();
    const port = Number(new URL(server.url).port);
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.once("close", resolve));
    const arrived = new Promise((resolve) => server.app.server.once("request", resolve));
    // A keep-alive request whose body is still on its way when the server is told to stop: a
    // busy connection, which an HTTP server does not drop on close.
    socket.write(
      `POST /api/functions/evaluateMoveFunction HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Origin: ${server.url}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n`,
    );
    await arrived;
    const started = Date.now();
    const closing = server.stop();
    // The body follows once the server has stopped taking connections: it is closing.
    await new Promise<void>((resolve, reject) => {
      const probe = connect(port, "127.0.0.1");
      probe.once("error", () => resolve());
      probe.once("connect", () => {
        probe.destroy();
        reject(new Error("the closing server still took a connection"));
      });
    });
    socket.write("{}");
    await closing;
    await ended;
    // Fastify keeps connections alive for 72 s; a deployment must not wait that long.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 (4\d\d|503) /);
  }, 90_000);

  it("answers a request sent on an idle keep-alive connection while it closes, and says close", async () => {
    const server = await startTestServer();
    const port = Number(new URL(server.url).port);
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    const listeners = new Set<() => void>();
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString();
      for (const listener of listeners) listener();
    });
    const answered = () =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!answer.includes('{"ok":true}')) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
      });
    const request = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    socket.write(request);
    await answered();
    expect(answer.toLowerCase()).toContain("connection: keep-alive");
    answer = "";
    const ended = new Promise((resolve) => socket.once("close", resolve));
    const closing = server.stop();
    // Once the server takes no new connection it is closing; the idle connection is still open,
    // and a client may already have sent its next request on it.
    await new Promise<void>((resolve, reject) => {
      const refused = () => {
        const probe = connect(port, "127.0.0.1");
        probe.once("error", () => resolve());
        probe.once("connect", () => {
          probe.destroy();
          setImmediate(refused);
        });
      };
      refused();
      setTimeout(() => reject(new Error("the server kept taking connections")), 10_000).unref();
    });
    socket.write(request);
    await answered();
    await closing;
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain("connection: close");
  }, 90_000);
});
