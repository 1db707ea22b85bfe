import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv as parseDotenv } from "node:util";
import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../src/server/config/config.js";
import { ConfigError, parseEnv } from "../../src/server/config/env.js";

describe("configuration from the environment", () => {
  it("starts from sensible defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data" });
    expect(resolveConfig(env, undefined).caps).toEqual({ lobbiesPerUser: 5, socketsPerUser: 20 });
    expect(env.DATABASE_URL).toBeUndefined();
    // No Stripe key: the embedded demo provider takes payments.
    expect(resolveConfig(env, undefined).billing).toEqual({ provider: "demo" });
  });

  it("hands out free credits without Stripe, none with it, unless FREE_CREDITS says otherwise", () => {
    const free = (source: Record<string, string>) => {
      const { freeCredits, freeCreditsEveryHours } = resolveConfig(parseEnv(source), undefined);
      return { freeCredits, freeCreditsEveryHours };
    };
    // The first host of a fresh install can play at once, and is topped up daily.
    expect(free({})).toEqual({ freeCredits: 100, freeCreditsEveryHours: 24 });
    expect(free({ BILLING_PROVIDER: "off" })).toEqual({
      freeCredits: 100,
      freeCreditsEveryHours: 24,
    });
    // A copied .env.example leaves them empty: still the defaults.
    expect(free({ FREE_CREDITS: "", FREE_CREDITS_EVERY_HOURS: "" })).toEqual({
      freeCredits: 100,
      freeCreditsEveryHours: 24,
    });
    expect(free({ FREE_CREDITS: "0" })).toEqual({ freeCredits: 0, freeCreditsEveryHours: 24 });
    expect(free({ FREE_CREDITS: "30", FREE_CREDITS_EVERY_HOURS: "0" })).toEqual({
      freeCredits: 30,
      freeCreditsEveryHours: 0,
    });
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_APPRENTICE: "price_a",
      STRIPE_PRICE_MAGE: "price_m",
      STRIPE_PRICE_ARCHMAGE: "price_x",
    };
    expect(free(stripe)).toEqual({ freeCredits: 0, freeCreditsEveryHours: 0 });
    expect(free({ ...stripe, FREE_CREDITS: "50", FREE_CREDITS_EVERY_HOURS: "168" })).toEqual({
      freeCredits: 50,
      freeCreditsEveryHours: 168,
    });
  });

  it("starts from .env.example copied to .env as from an empty environment", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const copied = parseDotenv(readFileSync(path.join(root, ".env.example"), "utf8"));
    const secret = { AUTH_SECRET: "copied-example-secret-copied-example-42" };
    expect(resolveConfig(parseEnv({ ...copied, ...secret }), undefined)).toEqual(
      resolveConfig(parseEnv(secret), undefined),
    );
  });

  it("uses Stripe when a key is set, and needs its webhook secret and three prices", () => {
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_APPRENTICE: "price_a",
      STRIPE_PRICE_MAGE: "price_m",
      STRIPE_PRICE_ARCHMAGE: "price_x",
    };
    expect(resolveConfig(parseEnv(stripe), undefined).billing).toMatchObject({
      provider: "stripe",
      prices: { apprentice: "price_a", mage: "price_m", archmage: "price_x" },
    });
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(
      resolveConfig(parseEnv({ ...stripe, BILLING_PROVIDER: "off" }), undefined).billing,
    ).toEqual({ provider: "off" });
  });

  it.each([
    [{ PORT: "seventy" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ FREE_CREDITS: "-5" }, "FREE_CREDITS"],
    [{ FREE_CREDITS_EVERY_HOURS: "daily" }, "FREE_CREDITS_EVERY_HOURS"],
    [{ BILLING_PROVIDER: "paypal" }, "BILLING_PROVIDER"],
    [{ REDIS_URL: "http://127.0.0.1:6379" }, "REDIS_URL"],
    [{ BILLING_PROVIDER: "stripe" }, "STRIPE_SECRET_KEY"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_SECRET"],
    [{ OIDC_ISSUER: "https://id.example.com" }, "OIDC_CLIENT_ID"],
    [{ MAX_LOBBIES_PER_USER: "0" }, "MAX_LOBBIES_PER_USER"],
    [{ MAX_SOCKETS_PER_USER: "plenty" }, "MAX_SOCKETS_PER_USER"],
  ])("names the variable in the error for %o", (env, name) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it("stops the real server at once with the message when a value is bad", async () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: "/tmp/spellbrawl-never" },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT:");
  });
});
