import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { MESSAGES } from "../../shared/messages.js";
import type { Identify } from "../auth/session.js";

/**
 * What a call is counted against: the signed-in user, however their credential is spelled, else
 * the client's address.
 */
function limitKey(identify: Identify) {
  return async (request: FastifyRequest): Promise<string> => {
    const known = await identify(request.headers);
    return known ? `user:${known.caller.id}` : `address:${request.ip}`;
  };
}

/**
 * Per-minute limits on the function door (`@fastify/rate-limit`): calls per user, so nobody can
 * hammer the server (lobby codes have their own budget: codeLookups.ts). In
 * the scaled mode the counts live in Redis, shared by every process; if Redis is unreachable the
 * calls go through rather than fail. Sign-in and sign-up have Better Auth's own limits.
 */
export async function registerCallLimits(
  app: FastifyInstance,
  perUser: number,
  identify: Identify,
  redis: Redis | null,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    nameSpace: "spellbrawl-calls:",
    skipOnError: true,
    timeWindow: 60_000,
    keyGenerator: limitKey(identify),
    max: perUser,
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: { status: "resource-exhausted", message: MESSAGES.tooManyRequests },
    }),
  });
}
