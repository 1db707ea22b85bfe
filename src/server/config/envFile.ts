import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Reads `.env` from the working folder into `process.env`, when there is one, before anything
 * reads the configuration. Node's loader never replaces a variable the environment already sets,
 * so `PORT=4000 npm start` still wins over the file. Answers the file read, or null.
 */
export function loadEnvFile(folder = process.cwd()): string | null {
  const file = path.resolve(folder, ".env");
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}
