import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resolveConfig, type ServerConfig } from "../../src/server/config/config.js";
import { parseEnv } from "../../src/server/config/env.js";

/**
 * The server as a fresh install runs it: nothing set in the environment but `env` (the secret
 * spares a file), and an empty data folder the server creates and migrates on its first start.
 * Where and how to listen, and the log level, stay the test server's.
 */
export function freshInstall(env: Record<string, string> = {}): Partial<ServerConfig> {
  const {
    port: _port,
    host: _host,
    publicUrl: _publicUrl,
    dataDir: _dataDir,
    authSecret: _authSecret,
    logLevel: _logLevel,
    webRoot: _webRoot,
    ...installDefaults
  } = resolveConfig(
    parseEnv({ AUTH_SECRET: "fresh-install-secret-fresh-install", ...env }),
    undefined,
  );
  return { ...installDefaults, dataDir: mkdtempSync(path.join(tmpdir(), "spellbrawl-fresh-")) };
}
