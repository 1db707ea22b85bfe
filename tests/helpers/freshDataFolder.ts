import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";

/**
 * A new data folder holding a copy of the run's migrated, empty embedded database
 * (tests/setup/embeddedDatabaseTemplate.ts), as a server finds it on its second start. Without the
 * template (a project that does not set it up, or a script outside Vitest such as the Lighthouse
 * run) the folder is empty and the server creates it.
 */
export function freshDataFolder(prefix = "spellbrawl-test-"): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  // Vitest sets VITEST in its workers; elsewhere `inject` has no state to read and throws.
  const template = process.env.VITEST ? inject("embeddedDatabaseTemplate") : undefined;
  if (template && existsSync(path.join(template, "pglite")))
    cpSync(path.join(template, "pglite"), path.join(folder, "pglite"), { recursive: true });
  return folder;
}
