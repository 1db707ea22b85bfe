import { createServer } from "node:http";
import { freePort } from "./testServer.js";

export interface JsonRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  body: string;
}

/** Answer with this to send half a response and then drop the connection. */
export const CUT_OFF = Symbol("cut off mid-answer");

export interface LoopbackServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  stop(): Promise<void>;
}

/**
 * An HTTP server on loopback that answers every request with JSON: the stand-in for a service this
 * machine cannot reach (an LLM provider, Stripe), which the real client code talks to.
 */
export async function startLoopbackJsonServer(
  answer: (request: JsonRequest) => Promise<[number, unknown]> | [number, unknown],
): Promise<LoopbackServer> {
  const port = await freePort();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const path = (request.url ?? "").split("?")[0] ?? "";
      void Promise.resolve(answer({ method: request.method ?? "GET", path, body })).then(
        ([status, payload]) => {
          if (payload === CUT_OFF) {
            // Headers promise a full body; half of it arrives, then the connection drops.
            response.writeHead(status, {
              "content-type": "application/json",
              "content-length": "4096",
            });
            response.write(
              '{"id":"cut","object":"chat.completion","choices":[{"index":0,"message":',
            );
            setTimeout(() => response.destroy(), 50);
            return;
          }
          response.writeHead(status, {
            "content-type": "application/json",
            "request-id": "req_loopback",
          });
          response.end(JSON.stringify(payload));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
