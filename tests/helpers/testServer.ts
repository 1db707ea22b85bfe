import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { startServer, type SpellbrawlServer } from "../../src/server/app.js";
import type { ServerConfig } from "../../src/server/config/config.js";
import { freshDataFolder } from "./freshDataFolder.js";

export const WEB_ROOT = path.resolve(import.meta.dirname, "../../dist/web");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer extends SpellbrawlServer {
  dataDir: string;
  stop(): Promise<void>;
  halt(): Promise<void>;
}

/** The real server, in-process, on an ephemeral port over a new PGlite folder of its own. */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? freshDataFolder();
  const port = overrides.port ?? (await freePort());
  const config: ServerConfig = {
    port,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: undefined,
    redisUrl: undefined,
    publicUrl: `http://127.0.0.1:${port}`,
    authSecret: "test-secret-test-secret-test-secret-42",
    freeCredits: 100,
    freeCreditsEveryHours: 0,
    guestIdleHours: 72,
    billing: { provider: "demo" },
    oauthProvider: undefined,
    authRateLimit: 1000,
    callLimits: { perSession: 300, joinsPerAddress: 1000 },
    // Far above the defaults: some tests have one host open many lobbies; caps.test.ts sets its own.
    caps: { lobbiesPerUser: 1_000, socketsPerUser: 1_000 },
    trustProxy: false,
    frameAncestors: "'self'",
    ai: { provider: "rules" },
    logLevel: "warn",
    webRoot: undefined,
    ...overrides,
  };
  const server = await startServer(config);
  return Object.assign(server, {
    url: `http://127.0.0.1:${config.port}`,
    dataDir,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** Closes the server but keeps its data folder, for restart tests. */
    async halt() {
      await server.close();
    },
  });
}
