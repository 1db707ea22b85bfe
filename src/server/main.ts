import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, parseEnv } from "./config/env.js";
import { resolveConfig } from "./config/config.js";
import { startServer } from "./app.js";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/web");

async function main(): Promise<void> {
  let config;
  try {
    config = resolveConfig(parseEnv(process.env), webRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  server.app.log.info(`Spellbrawl is ready on ${server.url}`);
  const shutdown = async (signal: string) => {
    server.app.log.info(`${signal}: closing`);
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

void main();
