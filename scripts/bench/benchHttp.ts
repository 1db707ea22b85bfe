import http from "node:http";

/**
 * The simulated players' HTTP: plain HTTP/1.1 on kept-alive connections, the same requests a
 * browser sends. Not Node's `fetch`: its WHATWG streams cost the load generator several times the
 * CPU per call of this, which landed in the measured latency of every call and left less of the
 * shared cores to the server. A browser's own fetch is native code and costs nothing like that.
 */
const agent = new http.Agent({
  keepAlive: true,
  // Idle connections close before the server's own keep-alive timeout (72 s), so a request is
  // never written into a connection the server is closing.
  timeout: 60_000,
});

export interface JsonReply {
  status: number;
  body: unknown;
  /** The server's own time for the request (its `Server-Timing: app;dur=…`), if it told. */
  serverMs: number | null;
}

function serverTimeOf(header: string | string[] | undefined): number | null {
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec(String(header ?? ""));
  return match ? Number(match[1]) : null;
}

/** A timeout, named as `AbortSignal.timeout` names it, so errors are counted the same way. */
class TimeoutError extends Error {
  override name = "TimeoutError";
}

export function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<JsonReply> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(payload.length),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: text ? JSON.parse(text) : null,
              serverMs: serverTimeOf(response.headers["server-timing"]),
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new TimeoutError("timed out")));
    request.on("error", reject);
    request.end(payload);
  });
}
