import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { processAlive } from "./dataFolderLock.js";

/**
 * How the admin CLI reaches a running server that owns an embedded database: the server writes its
 * loopback address and a random token into the data folder, readable only by its owner. Whoever
 * can read the data folder could copy the database anyway; nobody else can call the admin routes.
 */
const channelSchema = z.object({ pid: z.number().int(), url: z.string(), token: z.string() });
export type AdminChannel = z.infer<typeof channelSchema>;

const fileOf = (dataDir: string) => path.join(dataDir, "admin.json");

export function openAdminChannel(dataDir: string, channel: AdminChannel): () => void {
  const file = fileOf(dataDir);
  writeFileSync(file, JSON.stringify(channel), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** The running server's channel, or null when no live server owns the folder. */
export function findAdminChannel(dataDir: string): AdminChannel | null {
  const file = fileOf(dataDir);
  if (!existsSync(file)) return null;
  const parsed = channelSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  return parsed.success && processAlive(parsed.data.pid) ? parsed.data : null;
}
