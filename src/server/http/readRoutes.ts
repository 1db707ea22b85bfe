import type { FastifyInstance } from "fastify";
import { DOCUMENT_KINDS, type DocumentKind } from "../../shared/documents.js";
import { MESSAGES } from "../../shared/messages.js";
import { lobbyCodeSchema } from "../../shared/protocol.js";
import type { Identify } from "../auth/session.js";
import type { Caller } from "../functions/registry.js";
import type { DocumentStore } from "../documents/documentStore.js";
import { readForMember } from "../documents/memberRead.js";
import type { CodeLookups } from "./codeLookups.js";
import { sendError } from "./errorReply.js";

const paths: Record<DocumentKind, string> = { lobby: "lobbies", game: "games" };

/** `GET /api/me`, `GET /api/lobbies/{code}` and `GET /api/games/{code}`. */
export function registerReadRoutes(
  app: FastifyInstance,
  identify: Identify,
  documents: DocumentStore,
  loadCredits: (userId: string) => Promise<number>,
  codeLookups: CodeLookups,
): void {
  const requireCaller = async (headers: Parameters<Identify>[0]) =>
    (await identify(headers))?.caller ?? null;

  // Who is signed in, if anyone: nobody is an answer here, not an error. A browser asks this on
  // every first load, and a 401 would show as an error in its console for each new visitor.
  app.get("/api/me", async (request) => {
    const caller: Caller | null = await requireCaller(request.headers);
    if (!caller) return { signedIn: false };
    return {
      signedIn: true,
      id: caller.id,
      email: caller.isAnonymous ? null : caller.email,
      isAnonymous: caller.isAnonymous,
      credits: await loadCredits(caller.id),
    };
  });

  for (const kind of DOCUMENT_KINDS) {
    app.get<{ Params: { code: string } }>(`/api/${paths[kind]}/:code`, async (request, reply) => {
      const caller = await requireCaller(request.headers);
      if (!caller) return sendError(reply, "unauthenticated", MESSAGES.unauthenticated);
      const code = lobbyCodeSchema.safeParse(request.params.code);
      if (!code.success) return sendError(reply, "not-found", notFoundMessage(kind));
      const answer = await readForMember(documents, kind, code.data, caller.id);
      if (!answer.ok) {
        if (!(await codeLookups.take(request.ip)))
          return sendError(reply, "resource-exhausted", MESSAGES.tooManyRequests);
        return reply.status(answer.error.httpStatus).send(answer.error.toBody());
      }
      return { ...answer.snapshot, serverTime: Date.now() };
    });
  }
}

function notFoundMessage(kind: DocumentKind): string {
  return kind === "lobby" ? MESSAGES.lobbyNotFound : MESSAGES.gameNotFound;
}
