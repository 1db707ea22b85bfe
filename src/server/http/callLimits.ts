import { createHash } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { MESSAGES } from "../../shared/messages.js";
import type { ServerConfig } from "../config/config.js";

/** What a limited call is counted against: its session, or for `joinLobby` its address. */
function limitKey(request: FastifyRequest): string {
  const name = (request.params as { name?: string } | undefined)?.name;
  if (name === "joinLobby") return `join:${request.ip}`;
  const credential = request.headers.authorization ?? request.headers.cookie;
  // Counted under a digest: tokens never sit in the limiter's store.
  if (credential)
    return `session:${createHash("sha256").update(credential).digest("base64url").slice(0, 22)}`;
  return `address:${request.ip}`;
}

/**
 * Per-minute limits on the function door (`@fastify/rate-limit`): calls per session, and
 * `joinLobby` per address, so nobody can hammer the server or find lobbies by trying codes. In
 * the scaled mode the counts live in Redis, shared by every process; if Redis is unreachable the
 * calls go through rather than fail. Sign-in and sign-up have Better Auth's own limits.
 */
export async function registerCallLimits(
  app: FastifyInstance,
  limits: ServerConfig["callLimits"],
  redis: Redis | null,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    nameSpace: "spellbrawl-calls:",
    skipOnError: true,
    timeWindow: 60_000,
    keyGenerator: limitKey,
    max: (_request, key) => (key.startsWith("join:") ? limits.joinsPerAddress : limits.perSession),
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: { status: "resource-exhausted", message: MESSAGES.tooManyRequests },
    }),
  });
}
