import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/database.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder whose embedded database the real code created and migrated, then closed. */
    embeddedDatabaseTemplate: string;
  }
}

/**
 * Creating an embedded database (PGlite's initdb, then the migrations) takes about 4 s of CPU on
 * the 2-core CI machine, and most test servers start on a new one; a copy of one made once per run
 * opens in about 1 s. Tests that must meet a truly empty folder keep making their own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), "spellbrawl-template-"));
  const database = await openDatabase({ dataDir: folder, databaseUrl: undefined });
  await database.close();
  project.provide("embeddedDatabaseTemplate", folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
