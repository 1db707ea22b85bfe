import { networkInterfaces } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configFromEnvironment, withLocalModel } from "./config/config.js";
import { loadEnvFile } from "./config/envFile.js";
import { startupBanner } from "./startupBanner.js";
import { warmUpRules } from "../simulator/rules/warmUp.js";
import { startServer } from "./app.js";
import { DataFolderInUse } from "./db/dataFolderLock.js";

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/web");

/** This machine's IPv4 addresses on its networks: where phones on the same Wi-Fi can reach it. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === "IPv4" && !entry.internal)
    .map((entry) => entry.address);
}

async function main(): Promise<void> {
  const envFile = loadEnvFile();
  const configured = configFromEnvironment(webRoot);
  if (!configured) process.exit(1);
  // With no AI settings, a model server already running on this machine becomes the referee.
  const config = await withLocalModel(configured);
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
  if (config.logLevel !== "silent") {
    const address = server.app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(startupBanner(config, { port, lanAddresses: lanAddresses(), envFile }));
  }
  const shutdown = async (signal: string) => {
    server.app.log.info(`${signal}: closing`);
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

void main();
