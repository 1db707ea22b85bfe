import { describe, expect, it } from "vitest";
import { startTestServer } from "../helpers/testServer.js";

describe("framing", () => {
  it("lets only our own pages frame the game by default", async () => {
    const server = await startTestServer();
    try {
      for (const path of ["/api/health", "/api/auth/get-session", "/no-such-page"]) {
        const answer = await fetch(`${server.url}${path}`);
        expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
        expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      }
    } finally {
      await server.stop();
    }
  });

  it("lets an operator name the sites that may embed the game", async () => {
    const server = await startTestServer({ frameAncestors: "'self' https://partner.example" });
    try {
      const answer = await fetch(`${server.url}/api/health`);
      expect(answer.headers.get("content-security-policy")).toBe(
        "frame-ancestors 'self' https://partner.example",
      );
      // X-Frame-Options cannot name another site: browsers that know CSP follow it instead.
      expect(answer.headers.get("x-frame-options")).toBeNull();
    } finally {
      await server.stop();
    }
  });
});
