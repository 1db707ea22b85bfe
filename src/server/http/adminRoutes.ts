import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BadBackup, backupDatabase, readBackup, restoreDatabase } from "../db/backup.js";
import type { Db } from "../db/database.js";

/** A whole backup travels in one request. */
const BACKUP_BODY_LIMIT = 1024 * 1024 * 1024;

function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? "";
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(String(request.headers["x-admin-token"] ?? ""));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Backup and restore on the running server (`npm run admin -- backup|restore`), for the embedded
 * database that only this process may open. Loopback only, with the token from the data folder.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  db: Db,
  token: string,
  restoring: {
    /** Runs the restore with no document transaction under way (they read cached documents). */
    exclusive: <T>(work: () => Promise<T>) => Promise<T>;
    replaced: () => void;
    afterRestore: () => void;
  },
): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/admin/")) return;
    if (!fromLoopback(request) || !tokenMatches(request, token))
      return reply.code(403).send({ error: { status: "permission-denied", message: "Forbidden" } });
  });
  app.post("/api/admin/backup", async () => backupDatabase(db));
  app.post("/api/admin/restore", { bodyLimit: BACKUP_BODY_LIMIT }, async (request, reply) => {
    try {
      const backup = readBackup(request.body);
      const restored = await restoring.exclusive(() =>
        restoreDatabase(db, backup, restoring.replaced),
      );
      restoring.afterRestore();
      return { restored };
    } catch (error) {
      if (!(error instanceof BadBackup)) throw error;
      return reply
        .code(400)
        .send({ error: { status: "invalid-argument", message: error.message } });
    }
  });
}
