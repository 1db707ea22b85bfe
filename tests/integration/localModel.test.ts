import { describe, expect, it } from "vitest";
import { resolveConfig, withLocalModel } from "../../src/server/config/config.js";
import { parseEnv } from "../../src/server/config/env.js";
import { probeLocalModel } from "../../src/server/config/localModel.js";
import { startupBanner } from "../../src/server/startupBanner.js";
import { startLoopbackJsonServer } from "../helpers/loopbackJsonServer.js";
import { freePort } from "../helpers/testServer.js";

const SECRET = "local-model-secret-local-model-secret";

/** A model server on loopback, as Ollama answers `GET /v1/models`. */
async function modelServer(answer: [number, unknown]) {
  return startLoopbackJsonServer(({ path }) =>
    path === "/v1/models" ? answer : [404, { error: "not found" }],
  );
}

describe("a local model server found at start-up", () => {
  it("becomes the referee when no AI settings are given, and the banner says so", async () => {
    const ollama = await modelServer([200, { object: "list", data: [{ id: "qwen2.5:7b" }] }]);
    const nothingHere = `http://127.0.0.1:${await freePort()}/v1`;
    try {
      const configured = resolveConfig(parseEnv({ AUTH_SECRET: SECRET }), undefined);
      expect(configured.ai).toMatchObject({ provider: "rules", probeLocal: true });
      const config = await withLocalModel(configured, () =>
        probeLocalModel([nothingHere, `${ollama.origin}/v1`]),
      );
      expect(config.ai).toMatchObject({
        provider: "openai",
        baseURL: `${ollama.origin}/v1`,
        model: "qwen2.5:7b",
        foundLocally: true,
      });
      const banner = startupBanner(config, { port: 3000, lanAddresses: [], envFile: null });
      expect(banner).toContain(`Referee: the AI model qwen2.5:7b at ${ollama.origin}/v1, found`);
    } finally {
      await ollama.stop();
    }
  });

  it("leaves the built-in rules when nothing answers, answers garbage, or AI_PROVIDER=rules", async () => {
    const garbage = await modelServer([200, { models: "none" }]);
    const listing = await modelServer([200, { data: [{ id: "llama3.2" }] }]);
    const closed = `http://127.0.0.1:${await freePort()}/v1`;
    try {
      expect(await probeLocalModel([closed, `${garbage.origin}/v1`])).toBeNull();
      const auto = resolveConfig(parseEnv({ AUTH_SECRET: SECRET }), undefined);
      const none = await withLocalModel(auto, () => probeLocalModel([closed]));
      expect(none.ai.provider).toBe("rules");
      expect(startupBanner(none, { port: 3000, lanAddresses: [], envFile: null })).toContain(
        "no model server answered on this machine",
      );
      // Asked for the rules, the server does not even look.
      const rules = resolveConfig(
        parseEnv({ AUTH_SECRET: SECRET, AI_PROVIDER: "rules" }),
        undefined,
      );
      let asked = false;
      const kept = await withLocalModel(rules, async () => {
        asked = true;
        return probeLocalModel([`${listing.origin}/v1`]);
      });
      expect(asked).toBe(false);
      expect(kept.ai.provider).toBe("rules");
    } finally {
      await garbage.stop();
      await listing.stop();
    }
  });
});
