import { chmodSync, mkdirSync, rmSync } from "node:fs";
import Fastify from "fastify";
import { BadBackup, backupDatabase, readBackup, restoreDatabase } from "../db/backup.js";
import { adminSocketFolder, adminSocketPath } from "../db/adminChannel.js";
import type { Db } from "../db/database.js";

/** A whole backup travels in one request. */
const BACKUP_BODY_LIMIT = 1024 * 1024 * 1024;

/** Unix socket paths longer than this do not fit `sockaddr_un` on Linux. */
const SOCKET_PATH_LIMIT = 107;

export interface Restoring {
  /** Runs the restore with no document transaction under way (they read cached documents). */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  replaced: () => void;
  afterRestore: () => void;
}

export interface AdminServer {
  /** Null when the data folder's path is too long for a Unix socket (logged at start). */
  socketPath: string | null;
  close(): Promise<void>;
}

/**
 * Backup and restore on the running server (`npm run admin -- backup|restore`), for the embedded
 * database that only this process may open. They are served on a Unix socket in the data folder,
 * inside a folder only the server's user may enter, and never on the TCP port: no spelling of a
 * URL can reach them from the network.
 */
export async function startAdminServer(
  dataDir: string,
  db: Db,
  restoring: Restoring,
  warn: (message: string) => void,
): Promise<AdminServer> {
  const socketPath = adminSocketPath(dataDir);
  if (socketPath.length > SOCKET_PATH_LIMIT) {
    warn(
      `The data folder's path is too long for the admin socket (${socketPath}): ` +
        "npm run admin -- backup|restore cannot reach this server; use a shorter DATA_DIR.",
    );
    return { socketPath: null, close: async () => {} };
  }
  const folder = adminSocketFolder(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // mkdir's mode is reduced by the umask and ignored for a folder that exists: set it outright.
  chmodSync(folder, 0o700);
  // The data folder is locked to this process, so a socket left here is a crashed server's.
  rmSync(socketPath, { force: true });

  const admin = Fastify({ logger: false });
  admin.post("/backup", async () => backupDatabase(db));
  admin.post("/restore", { bodyLimit: BACKUP_BODY_LIMIT }, async (request, reply) => {
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
  await admin.listen({ path: socketPath });
  chmodSync(socketPath, 0o600);
  return {
    socketPath,
    async close() {
      await admin.close();
      rmSync(socketPath, { force: true });
    },
  };
}
