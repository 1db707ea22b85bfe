import path from "node:path";
import { fileURLToPath } from "node:url";
import { configFromEnvironment } from "./config/config.js";
import { warmUpRules } from "../simulator/rules/warmUp.js";
import { startServer } from "./app.js";
import { DataFolderInUse } from "./db/dataFolderLock.js";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/web");

async function main(): Promise<void> {
  const config = configFromEnvironment(webRoot);
  if (!config) process.exit(1);
  // Before listening, so the first players after a restart are not the ones who wait for it.
  const warming = performance.now();
  warmUpRules();
  const warmUpMs = Math.round(performance.now() - warming);
  const server = await startServer(config).catch((error: unknown) => {
    if (error instanceof DataFolderInUse) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  server.app.log.info(`Spellbrawl is ready on ${server.url} (rules warmed up in ${warmUpMs} ms)`);
  const shutdown = async (signal: string) => {
    server.app.log.info(`${signal}: closing`);
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

void main();
