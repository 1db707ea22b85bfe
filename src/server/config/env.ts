import { z } from "zod";

/** Every setting the server reads from its environment; see .env.example and the README table. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    /** With DATABASE_URL, the scaled mode: several processes share pushes through Redis. */
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
        .optional(),
    ),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** Unset (or empty): 100 and every 24 hours without Stripe, none with it (config.ts). */
    FREE_CREDITS: optionalText.pipe(z.coerce.number<string>().min(0).max(1e9).optional()),
    FREE_CREDITS_EVERY_HOURS: optionalText.pipe(
      z.coerce
        .number<string>()
        .min(0)
        .max(24 * 365)
        .optional(),
    ),
    /** A guest unseen for this long is deleted with their sessions; 0 keeps guests forever. */
    GUEST_IDLE_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 365)
      .default(72),
    BILLING_PROVIDER: optionalText.pipe(z.enum(["stripe", "demo", "off"]).optional()),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_APPRENTICE: optionalText,
    STRIPE_PRICE_MAGE: optionalText,
    STRIPE_PRICE_ARCHMAGE: optionalText,
    /** Points the Stripe SDK elsewhere (stripe-mock, tests); unset talks to api.stripe.com. */
    STRIPE_API_URL: optionalText.pipe(z.url().optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    OIDC_ISSUER: optionalText.pipe(z.url().optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_PROVIDER_NAME: z.string().trim().min(1).max(40).default("Single sign-on"),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
    /** Function calls a minute per session (player or script). */
    FUNCTION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(300),
    /** `joinLobby` calls a minute per address: lobby codes cannot be guessed by trying them. */
    JOIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Lobbies one user may host at once: each one is kept, pushed and scheduled for. */
    MAX_LOBBIES_PER_USER: z.coerce.number().int().min(1).max(10_000).default(5),
    /** Sockets one user may hold open at once, on each server process. */
    MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(20),
    /** Who may show the game in a frame: CSP `frame-ancestors` sources ('self', 'none', origins). */
    FRAME_ANCESTORS: z
      .string()
      .trim()
      .default("'self'")
      .refine(
        (value) =>
          value
            .split(/\s+/)
            .every((source) => /^('self'|'none'|https?:\/\/[\w.*:-]+)$/.test(source)),
        "space-separated 'self', 'none' or origins such as https://example.com",
      ),
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    // "auto": the built-in rules, unless a local model server answers at start-up.
    AI_PROVIDER: z.enum(["auto", "rules", "openai"]).default("auto"),
    AI_BASE_URL: optionalText.pipe(z.url().optional()),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(65_000).default(45_000),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .superRefine((env, ctx) => {
    const billing = env.BILLING_PROVIDER ?? (env.STRIPE_SECRET_KEY ? "stripe" : "demo");
    if (billing === "stripe") {
      for (const name of [
        "STRIPE_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
        "STRIPE_PRICE_APPRENTICE",
        "STRIPE_PRICE_MAGE",
        "STRIPE_PRICE_ARCHMAGE",
      ] as const) {
        if (!env[name])
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "BILLING_PROVIDER=stripe needs it",
          });
      }
    }
    if (env.AI_PROVIDER === "openai" && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_BASE_URL"],
        message: "AI_PROVIDER=openai needs AI_BASE_URL",
      });
    }
    if (env.AI_PROVIDER === "openai" && !env.AI_MODEL) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_MODEL"],
        message: "AI_PROVIDER=openai needs AI_MODEL",
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      });
    }
    if (env.OIDC_ISSUER && !(env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.OIDC_CLIENT_ID ? "OIDC_CLIENT_SECRET" : "OIDC_CLIENT_ID"],
        message: "OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET",
      });
    }
  });

export type Env = z.output<typeof envSchema>;

/** An unusable setting: start-up stops with a message that names the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map(
    (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
