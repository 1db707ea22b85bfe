import type { Server } from "node:http";
import Provider from "oidc-provider";
import { freePort } from "./testServer.js";

export interface LoopbackOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on loopback (the `oidc-provider` package with its development
 * login screens): any login name signs in as `<name>@oidc.test`.
 */
export async function startOidcProvider(redirectUri: string): Promise<LoopbackOidc> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = "spellbrawl-test";
  const clientSecret = "spellbrawl-test-secret-0123456789";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["test-cookie-key-0123456789"] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@oidc.test`, email_verified: true, name: id }),
    }),
  });
  const server: Server = provider.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
