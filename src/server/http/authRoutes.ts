import type { FastifyInstance } from "fastify";
import { CLIENT_IP_HEADER, type Auth } from "../auth/auth.js";
import { withAuthContext } from "../auth/authContextGate.js";
import { toFetchHeaders } from "../auth/session.js";
import { MESSAGES } from "../../shared/messages.js";

/** Hands every /api/auth request to Better Auth as a fetch Request, body untouched. */
export async function registerAuthRoutes(app: FastifyInstance, auth: Auth): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
      done(null, body);
    });
    scope.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      handler: async (request, reply) => {
        const url = new URL(request.url, `http://${request.headers.host ?? "localhost"}`);
        const headers = toFetchHeaders(request.headers);
        headers.delete(CLIENT_IP_HEADER);
        headers.set(CLIENT_IP_HEADER, request.ip);
        const body =
          request.method === "GET" || request.body === undefined ? undefined : String(request.body);
        const response = await withAuthContext(() =>
          auth.handler(new Request(url, { method: request.method, headers, body })),
        );
        reply.status(response.status);
        for (const [name, value] of response.headers) {
          if (name.toLowerCase() === "set-cookie") continue;
          reply.header(name, value);
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
        // Too many sign-ins or sign-ups: the spec's resource-exhausted, in the shape every other
        // limit answers with, keeping the fields Better Auth's client reads.
        if (response.status === 429)
          return reply.header("content-type", "application/json").send({
            code: "TOO_MANY_REQUESTS",
            message: MESSAGES.tooManyRequests,
            error: { status: "resource-exhausted", message: MESSAGES.tooManyRequests },
          });
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  });
}
