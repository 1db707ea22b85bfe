import type { ServerConfig } from "./config/config.js";

/** What the banner needs beyond the configuration: facts about this start on this machine. */
export interface StartFacts {
  /** The port actually listened on. */
  port: number;
  /** This machine's own IPv4 addresses on its networks (not loopback). */
  lanAddresses: string[];
  /** The `.env` file read at start-up, if any. */
  envFile: string | null;
}

type BannerConfig = Pick<
  ServerConfig,
  "host" | "publicUrl" | "billing" | "ai" | "freeCredits" | "freeCreditsEveryHours"
>;

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);

const hours = (count: number) => `${count} hour${count === 1 ? "" : "s"}`;

function addresses(config: BannerConfig, facts: StartFacts): string[] {
  if (config.publicUrl) return [`${config.publicUrl}  (PUBLIC_URL)`];
  if (!WILDCARD_HOSTS.has(config.host)) return [`http://${config.host}:${facts.port}`];
  return [
    `http://localhost:${facts.port}  (this computer)`,
    ...facts.lanAddresses.map(
      (ip) => `http://${ip}:${facts.port}  (phones and computers on this network)`,
    ),
  ];
}

function billing(config: BannerConfig): string[] {
  const free =
    config.freeCredits <= 0
      ? "New accounts start with no free credits."
      : config.freeCreditsEveryHours > 0
        ? `New accounts start with ${config.freeCredits} free credits, topped up to ${config.freeCredits} every ${hours(config.freeCreditsEveryHours)}.`
        : `New accounts start with ${config.freeCredits} free credits.`;
  const mode = {
    stripe: "Billing: Stripe, real payments.",
    demo: "Billing: demo, a checkout page that charges nothing (for trying it out, not for a public server).",
    off: "Billing: off, no payments and no credit checks: hosting is free for everyone here.",
  }[config.billing.provider];
  return [
    mode,
    ...(config.billing.provider === "off" ? [] : [`  ${free}`]),
    "  Change with BILLING_PROVIDER (stripe, demo or off), STRIPE_SECRET_KEY, FREE_CREDITS and FREE_CREDITS_EVERY_HOURS.",
  ];
}

function referee(config: BannerConfig): string[] {
  if (config.ai.provider === "rules")
    return [
      config.ai.probeLocal
        ? "Referee: the built-in rules (offline): no model server answered on this machine (Ollama :11434, LM Studio :1234, llama.cpp :8080)."
        : "Referee: the built-in rules (offline, AI_PROVIDER=rules).",
      "  For an AI model run one locally (ollama serve) and restart, or set AI_PROVIDER=openai, AI_BASE_URL, AI_MODEL and AI_API_KEY (any OpenAI-compatible server).",
    ];
  return [
    `Referee: the AI model ${config.ai.model} at ${config.ai.baseURL}${config.ai.foundLocally ? ", found running on this machine" : ""} (the built-in rules take over a round it fails).`,
    "  Change with AI_BASE_URL, AI_MODEL, AI_API_KEY and AI_TIMEOUT_MS; AI_PROVIDER=rules for the built-in rules.",
  ];
}

/**
 * What `npm start` prints once the server listens: where to open the game, how billing and the
 * referee are set up, and which variables change each, so an operator needs no other document.
 */
export function startupBanner(config: BannerConfig, facts: StartFacts): string {
  return [
    "Spellbrawl is running. Open it at:",
    ...addresses(config, facts).map((line) => `  ${line}`),
    "  Change with PORT, HOST and PUBLIC_URL.",
    ...billing(config),
    ...referee(config),
    facts.envFile
      ? `Settings from the environment and ${facts.envFile}.`
      : "Settings from the environment; a .env file in this folder is read too (see .env.example).",
  ].join("\n");
}
