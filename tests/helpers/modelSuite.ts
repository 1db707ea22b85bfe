import { afterAll, beforeAll } from "vitest";
import type { ServerConfig } from "../../src/server/config/config.js";
import { MockLlm } from "./mockLlm.js";
import { startTestServer, type TestServer } from "./testServer.js";

/** A server's referee settings for the mock model on loopback, waiting for it up to `timeoutMs`. */
export function mockModelReferee(llm: MockLlm, timeoutMs: number): ServerConfig["ai"] {
  return { provider: "openai", baseURL: llm.url, apiKey: "test", model: "mock-model", timeoutMs };
}

/**
 * For one test file: a mock model on loopback and a real server whose referee is that model,
 * waiting for it up to `timeoutMs`. Both close after the file.
 */
export function modelSuite(timeoutMs: number, overrides: Partial<ServerConfig> = {}) {
  const llm = new MockLlm();
  let server: TestServer | undefined;
  beforeAll(async () => {
    await llm.start();
    server = await startTestServer({
      ...overrides,
      ai: mockModelReferee(llm, timeoutMs),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await llm.stop();
  });
  return {
    llm,
    get server(): TestServer {
      if (!server) throw new Error("the suite's server is not started yet");
      return server;
    },
  };
}
