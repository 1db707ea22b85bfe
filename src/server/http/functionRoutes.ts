import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../shared/errors.js";
import { MESSAGES } from "../../shared/messages.js";
import type { Identify } from "../auth/session.js";
import type { FunctionRegistry, Services } from "../functions/registry.js";
import type { CodeLookups } from "./codeLookups.js";
import { sendError } from "./errorReply.js";
import { inputIssueMessage } from "./inputIssue.js";
import { fromOwnOrigin } from "./sameOrigin.js";
import { hasUnstorableText } from "./storableText.js";

const envelopeSchema = z.object({ data: z.unknown() });

/** `POST /api/functions/{name}` with `{"data": {...}}`: the one door for every state change. */
export function registerFunctionRoutes(
  app: FastifyInstance,
  identify: Identify,
  registry: FunctionRegistry,
  services: Services,
  codeLookups: CodeLookups,
): void {
  // Counted by registerCallLimits (callLimits.ts), which must be registered first.
  const limited = { config: { rateLimit: {} } };
  app.post<{ Params: { name: string } }>(
    "/api/functions/:name",
    {
      ...limited,
      // How long the server took, from the request's arrival to its answer: shown in a browser's
      // network panel, and read by the load benchmark to tell the server's share of a call's
      // latency from the network's and the client's.
      onSend: async (_request, reply, payload) => {
        reply.header("server-timing", `app;dur=${reply.elapsedTime.toFixed(2)}`);
        return payload;
      },
    },
    async (request, reply) => {
      const envelope = envelopeSchema.safeParse(request.body);
      if (
        !envelope.success ||
        envelope.data.data === undefined ||
        hasUnstorableText(envelope.data.data)
      ) {
        return sendError(reply, "invalid-argument", MESSAGES.invalidPayload);
      }

      // A page on another site must not act with a visitor's cookies.
      if (!fromOwnOrigin(request.headers, services.config.publicUrl))
        return sendError(reply, "permission-denied", MESSAGES.otherOrigin);

      const definition = registry.get(request.params.name);
      if (!definition) return sendError(reply, "not-found", MESSAGES.unknownFunction);

      const caller = (await identify(request.headers))?.caller;
      if (!caller) return sendError(reply, "unauthenticated", MESSAGES.unauthenticated);

      // Joining answers whether a code exists: it spends the address's lookup budget.
      if (definition.name === "joinLobby" && !(await codeLookups.take(request.ip)))
        return sendError(reply, "resource-exhausted", MESSAGES.tooManyRequests);

      const input = definition.input.safeParse(envelope.data.data);
      if (!input.success) {
        return sendError(reply, "invalid-argument", inputIssueMessage(input.error));
      }

      try {
        // Where this request came from, for the links we hand back (checkout, billing portal).
        const origin = services.config.publicUrl ?? `${request.protocol}://${request.host}`;
        const result = await definition.handle({ caller, services, origin }, input.data);
        return reply.send({ result: result ?? {} });
      } catch (error) {
        if (error instanceof AppError) {
          // A refusal that tells whether a code exists spends the address's lookup budget.
          const counted = definition.name !== "joinLobby" && tellsOfCode(error);
          if (counted && !(await codeLookups.take(request.ip)))
            return sendError(reply, "resource-exhausted", MESSAGES.tooManyRequests);
          return reply.status(error.httpStatus).send(error.toBody());
        }
        request.log.error({ err: error, fn: definition.name }, "function failed");
        return sendError(reply, "internal", MESSAGES.internal);
      }
    },
  );
}

const CODE_REFUSALS: ReadonlySet<string> = new Set([
  MESSAGES.notMember,
  MESSAGES.lobbyNotFound,
  MESSAGES.gameNotFound,
]);

function tellsOfCode(error: AppError): boolean {
  return CODE_REFUSALS.has(error.message);
}
