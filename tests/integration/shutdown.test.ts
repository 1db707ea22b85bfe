import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { startTestServer } from "../helpers/testServer.js";

/** A raw HTTP connection to the server: what it received, waiting for a text, and its close. */
async function rawConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const received = { text: "" };
  const listeners = new Set<() => void>();
  socket.on("data", (chunk: Buffer) => {
    received.text += chunk.toString();
    for (const listener of listeners) listener();
  });
  const until = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!received.text.includes(text)) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
    });
  const ended = new Promise((resolve) => socket.once("close", resolve));
  return { socket, received, until, ended };
}

/** Resolves once the server refuses new connections: it has begun to close. */
function refusingConnections(port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const probe = () => {
      const attempt = connect(port, "127.0.0.1");
      attempt.once("error", () => resolve());
      attempt.once("connect", () => {
        attempt.destroy();
        setImmediate(probe);
      });
    };
    probe();
    setTimeout(() => reject(new Error("the server kept taking connections")), 10_000).unref();
  });
}

describe("closing the server", () => {
  it("answers a request still arriving, then closes at once instead of keeping its connection alive", async () => {
    const server = await startTestServer();
    const port = Number(new URL(server.url).port);
    const connection = await rawConnection(port);
    const arrived = new Promise((resolve) => server.app.server.once("request", resolve));
    // A keep-alive request whose body is still on its way when the server is told to stop: a
    // busy connection, which an HTTP server does not drop on close.
    connection.socket.write(
      `POST /api/functions/evaluateMoveFunction HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Origin: ${server.url}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n`,
    );
    await arrived;
    const started = Date.now();
    const closing = server.stop();
    // The body follows once the server has stopped taking connections: it is closing.
    await refusingConnections(port);
    connection.socket.write("{}");
    await closing;
    await connection.ended;
    // Fastify keeps connections alive for 72 s; a deployment must not wait that long.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(connection.received.text).toMatch(/^HTTP\/1\.1 (4\d\d|503) /);
  }, 90_000);

  it("answers a request sent on an idle keep-alive connection while it closes, and says close", async () => {
    const server = await startTestServer();
    const port = Number(new URL(server.url).port);
    const connection = await rawConnection(port);
    const request = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    connection.socket.write(request);
    await connection.until('{"ok":true}');
    expect(connection.received.text.toLowerCase()).toContain("connection: keep-alive");
    connection.received.text = "";
    const closing = server.stop();
    // Once the server takes no new connection it is closing; the idle connection is still open,
    // and a client may already have sent its next request on it.
    await refusingConnections(port);
    connection.socket.write(request);
    await connection.until('{"ok":true}');
    await closing;
    await connection.ended;
    expect(connection.received.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(connection.received.text.toLowerCase()).toContain("connection: close");
  }, 90_000);
});
