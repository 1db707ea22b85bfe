import { openSync, readFileSync, rmSync, writeFileSync, closeSync } from "node:fs";
import path from "node:path";

/** Two servers writing one embedded database would corrupt it: the second one must refuse. */
export class DataFolderInUse extends Error {
  constructor(folder: string, pid: number) {
    super(
      `Another Spellbrawl server (process ${pid}) is using the data folder ${folder}. ` +
        "Stop it first, or give this server its own DATA_DIR.",
    );
    this.name = "DataFolderInUse";
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the data folder for this process, through a lock file holding its pid. A lock left by a
 * process that is gone (a crash, a power cut) is taken over. Returns the release function.
 */
export function lockDataFolder(folder: string): () => void {
  const file = path.join(folder, "server.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(file, "wx");
      writeFileSync(descriptor, String(process.pid));
      closeSync(descriptor);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder))
        throw new DataFolderInUse(folder, holder);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock the data folder ${folder}`);
}
