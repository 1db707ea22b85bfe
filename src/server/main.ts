import path from "node:path";
import { fileURLToPath } from "node:url";
import { configFromEnvironment } from "./config/config.js";
import { startServer } from "./app.js";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/web");

async function main(): Promise<void> {
  const config = configFromEnvironment(webRoot);
  if (!config) process.exit(1);
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
