import { describe, expect, it } from "vitest";
import { startupBanner } from "./startupBanner.js";

const install = {
  host: "0.0.0.0",
  publicUrl: undefined,
  billing: { provider: "demo" },
  ai: { provider: "rules" },
  freeCredits: 100,
  freeCreditsEveryHours: 24,
} as const;
const facts = { port: 3000, lanAddresses: ["192.168.1.20", "10.0.0.7"], envFile: null };

describe("the start-up banner", () => {
  it("lists this computer and every LAN address, billing, the referee and what changes them", () => {
    const banner = startupBanner(install, facts);
    expect(banner).toContain("  http://localhost:3000  (this computer)");
    expect(banner).toContain("  http://192.168.1.20:3000  (phones and computers on this network)");
    expect(banner).toContain("  http://10.0.0.7:3000  (phones and computers on this network)");
    expect(banner).toContain("Change with PORT, HOST and PUBLIC_URL.");
    expect(banner).toContain("Billing: demo");
    expect(banner).toContain(
      "New accounts start with 100 free credits, topped up to 100 every 24 hours.",
    );
    expect(banner).toMatch(
      /BILLING_PROVIDER .*STRIPE_SECRET_KEY.*FREE_CREDITS and FREE_CREDITS_EVERY_HOURS/,
    );
    expect(banner).toContain("Referee: the built-in rules");
    expect(banner).toMatch(/AI_PROVIDER=openai, AI_BASE_URL, AI_MODEL and AI_API_KEY/);
  });

  it("names the model and its server when an AI referee is set, and never its key", () => {
    const banner = startupBanner(
      {
        ...install,
        billing: { provider: "off" },
        ai: {
          provider: "openai",
          baseURL: "http://localhost:11434/v1",
          apiKey: "sk-secret",
          model: "qwen2.5:7b",
          timeoutMs: 45_000,
        },
      },
      { ...facts, envFile: "/srv/spellbrawl/.env" },
    );
    expect(banner).toContain("Referee: the AI model qwen2.5:7b at http://localhost:11434/v1");
    expect(banner).toContain("AI_PROVIDER=rules");
    expect(banner).not.toContain("sk-secret");
    expect(banner).toContain("Billing: off");
    expect(banner).not.toContain("free credits");
    expect(banner).toContain("/srv/spellbrawl/.env");
  });

  it("gives the one address players use when HOST or PUBLIC_URL pins it", () => {
    expect(startupBanner({ ...install, host: "127.0.0.1" }, facts)).not.toContain("192.168.1.20");
    expect(startupBanner({ ...install, host: "127.0.0.1" }, facts)).toContain(
      "http://127.0.0.1:3000",
    );
    const publicBanner = startupBanner(
      { ...install, publicUrl: "https://spellbrawl.example" },
      facts,
    );
    expect(publicBanner).toContain("https://spellbrawl.example");
    expect(publicBanner).not.toContain("localhost:3000");
  });
});
