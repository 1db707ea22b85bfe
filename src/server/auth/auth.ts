import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { anonymous, bearer, genericOAuth, oauthPopup } from "better-auth/plugins";
import { PASSWORD_MIN } from "../../shared/constants.js";
import type { ServerConfig } from "../config/config.js";
import type { Db } from "../db/database.js";
import * as schema from "../db/schema.js";
import { adoptGuestIdentity, logSignupGrant } from "./guestLinking.js";
import type { SessionCache } from "./sessionCache.js";

/** The header our HTTP layer sets to the peer address it trusts; any copy from outside is dropped. */
export const CLIENT_IP_HEADER = "x-spellbrawl-client-ip";

export function createAuth(config: ServerConfig, db: Db, baseURL: string, sessions: SessionCache) {
  const provider = config.oauthProvider;
  return betterAuth({
    baseURL,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    // Same-origin requests are always trusted, whatever host name the players typed to reach us.
    trustedOrigins: (request) => {
      const origins = [baseURL];
      const host = request?.headers.get("host");
      if (host) origins.push(`${new URL(baseURL).protocol}//${host}`);
      return origins;
    },
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN, maxPasswordLength: 128 },
    socialProviders:
      provider?.kind === "google"
        ? { google: { clientId: provider.clientId, clientSecret: provider.clientSecret } }
        : {},
    user: {
      additionalFields: {
        credits: { type: "number", required: false, input: false, defaultValue: 0 },
      },
    },
    account: { accountLinking: { enabled: true, trustedProviders: provider ? [provider.id] : [] } },
    databaseHooks: {
      user: {
        create: {
          before: (data, context) =>
            adoptGuestIdentity(data, context, { db, freeCredits: config.freeCredits }),
          after: (created) => logSignupGrant(db, created),
        },
        update: { after: async (updated) => sessions.forgetUser(updated.id) },
      },
      // Remembered callers (sessionCache.ts) must not outlive their session.
      session: {
        delete: { after: async (ended) => sessions.forget(ended.token) },
        update: { after: async (updated) => sessions.forget(updated.token) },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: config.authRateLimit },
        "/sign-up/email": { window: 60, max: config.authRateLimit },
        "/sign-in/anonymous": { window: 60, max: config.authRateLimit * 3 },
      },
    },
    advanced: {
      // Better Auth skips its origin check when NODE_ENV is "test": our tests check what players get.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseURL.startsWith("https://"),
    },
    telemetry: { enabled: false },
    plugins: [
      anonymous({ emailDomainName: "guest.spellbrawl.invalid" }),
      bearer(),
      oauthPopup(),
      ...(provider?.kind === "oidc"
        ? [
            genericOAuth({
              config: [
                {
                  providerId: provider.id,
                  name: provider.name,
                  discoveryUrl: `${provider.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                  clientId: provider.clientId,
                  clientSecret: provider.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
