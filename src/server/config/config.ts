import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PlanId } from "../../shared/constants.js";
import { ConfigError, parseEnv, type Env } from "./env.js";
import { probeLocalModel, type LocalModel } from "./localModel.js";

export type OAuthProviderConfig =
  | { kind: "google"; id: "google"; name: string; clientId: string; clientSecret: string }
  | {
      kind: "oidc";
      id: "oidc";
      name: string;
      issuer: string;
      clientId: string;
      clientSecret: string;
    };

export type BillingConfig =
  | { provider: "off" }
  | { provider: "demo" }
  | {
      provider: "stripe";
      secretKey: string;
      webhookSecret: string;
      prices: Record<PlanId, string>;
      apiUrl: string | undefined;
    };

export type AiConfig =
  /** `probeLocal`: look for a local model server at start-up (`AI_PROVIDER=auto`, the default). */
  | { provider: "rules"; probeLocal?: boolean; timeoutMs?: number }
  | {
      provider: "openai";
      baseURL: string;
      apiKey: string;
      model: string;
      timeoutMs: number;
      /** Found at start-up by asking the usual local ports, not configured. */
      foundLocally?: boolean;
    };

/** What the running server needs, resolved from the environment once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Realtime fan-out across processes (Socket.IO's Redis streams adapter). */
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  authSecret: string;
  /** Granted at sign-up and, every `freeCreditsEveryHours` when above 0, topped up to. */
  freeCredits: number;
  freeCreditsEveryHours: number;
  /** Guests unseen for this many hours are deleted, sessions and all; 0 for never. */
  guestIdleHours: number;
  billing: BillingConfig;
  oauthProvider: OAuthProviderConfig | undefined;
  authRateLimit: number;
  /** Per minute: function calls per session, `joinLobby` calls per address. */
  callLimits: { perSession: number; joinsPerAddress: number };
  /** Open lobbies a user may host, and sockets a user may hold on one process (docs/reliability.md). */
  caps: { lobbiesPerUser: number; socketsPerUser: number };
  trustProxy: boolean;
  /** The CSP `frame-ancestors` sources: who may show the game in a frame. */
  frameAncestors: string;
  ai: AiConfig;
  logLevel: Env["LOG_LEVEL"];
  /** Where the built web app lives; absent in API-only test servers. */
  webRoot: string | undefined;
}

/** Keeps one generated secret per data folder so sessions survive restarts without setup. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function oauthFrom(env: Env): OAuthProviderConfig | undefined {
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    return {
      kind: "oidc",
      id: "oidc",
      name: env.OIDC_PROVIDER_NAME,
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
    };
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    return {
      kind: "google",
      id: "google",
      name: "Google",
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
    };
  }
  return undefined;
}

/**
 * Without Stripe nobody can buy credits, so a first host would meet a paywall: such installs hand
 * out free credits unless told otherwise. With Stripe, credits are sold and none are given.
 */
export const FREE_CREDITS_WITHOUT_STRIPE = { amount: 100, everyHours: 24 } as const;

function billingFrom(env: Env): BillingConfig {
  const provider = env.BILLING_PROVIDER ?? (env.STRIPE_SECRET_KEY ? "stripe" : "demo");
  if (provider !== "stripe") return { provider };
  return {
    provider,
    secretKey: env.STRIPE_SECRET_KEY ?? "",
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
    prices: {
      apprentice: env.STRIPE_PRICE_APPRENTICE ?? "",
      mage: env.STRIPE_PRICE_MAGE ?? "",
      archmage: env.STRIPE_PRICE_ARCHMAGE ?? "",
    },
    apiUrl: env.STRIPE_API_URL,
  };
}

export function resolveConfig(env: Env, webRoot: string | undefined): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  const billing = billingFrom(env);
  const free = billing.provider === "stripe" ? null : FREE_CREDITS_WITHOUT_STRIPE;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ""),
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    freeCredits: env.FREE_CREDITS ?? free?.amount ?? 0,
    freeCreditsEveryHours: env.FREE_CREDITS_EVERY_HOURS ?? free?.everyHours ?? 0,
    guestIdleHours: env.GUEST_IDLE_HOURS,
    billing,
    oauthProvider: oauthFrom(env),
    authRateLimit: env.AUTH_RATE_LIMIT,
    callLimits: { perSession: env.FUNCTION_RATE_LIMIT, joinsPerAddress: env.JOIN_RATE_LIMIT },
    caps: { lobbiesPerUser: env.MAX_LOBBIES_PER_USER, socketsPerUser: env.MAX_SOCKETS_PER_USER },
    trustProxy: env.TRUST_PROXY,
    frameAncestors: env.FRAME_ANCESTORS,
    ai:
      env.AI_PROVIDER === "openai" && env.AI_BASE_URL && env.AI_MODEL
        ? {
            provider: "openai",
            baseURL: env.AI_BASE_URL,
            apiKey: env.AI_API_KEY ?? "",
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : {
            provider: "rules",
            probeLocal: env.AI_PROVIDER === "auto",
            timeoutMs: env.AI_TIMEOUT_MS,
          },
    logLevel: env.LOG_LEVEL,
    webRoot,
  };
}

/**
 * The configuration from `process.env`, or null after printing what is wrong with it (the
 * message names the variable), so a command can stop with an exit code of its own.
 */
export function configFromEnvironment(webRoot: string | undefined): ServerConfig | null {
  try {
    return resolveConfig(parseEnv(process.env), webRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

/**
 * With `AI_PROVIDER=auto` and a model server answering on this machine, the referee is that model;
 * otherwise the configuration as it stands.
 */
export async function withLocalModel(
  config: ServerConfig,
  probe: () => Promise<LocalModel | null> = () => probeLocalModel(),
): Promise<ServerConfig> {
  if (config.ai.provider !== "rules" || !config.ai.probeLocal) return config;
  const found = await probe();
  if (!found) return config;
  return {
    ...config,
    ai: {
      provider: "openai",
      baseURL: found.baseURL,
      apiKey: "",
      model: found.model,
      timeoutMs: config.ai.timeoutMs ?? 45_000,
      foundLocally: true,
    },
  };
}
