import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../helpers/api.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const body = () =>
  JSON.stringify({ email: uniqueEmail("script"), password: "secret-words", name: "Script" });

/** A POST with exactly these headers, as curl sends it: no fetch metadata added. */
function curlPost(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(`${server.url}${path}`, { method: "POST", headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    call.on("error", reject);
    call.end(body());
  });
}

/** What docs/api.md tells a non-browser client to send when signing up. */
describe("signing up from a script", () => {
  it("needs only the JSON body from a client that sends no cookie and no fetch metadata", async () => {
    expect(await curlPost("/api/auth/sign-up/email", { "content-type": "application/json" })).toBe(
      200,
    );
  });

  it("needs the server's Origin from fetch, which sends Sec-Fetch-Mode, or with a cookie", async () => {
    const signUp = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: body(),
      });
    const refused = await signUp({});
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("MISSING_OR_NULL_ORIGIN");
    expect((await signUp({ origin: server.url })).status).toBe(200);
    const withCookie = { "content-type": "application/json", cookie: "theme=dark" };
    expect(await curlPost("/api/auth/sign-up/email", withCookie)).toBe(403);
    expect(await curlPost("/api/auth/sign-up/email", { ...withCookie, origin: server.url })).toBe(
      200,
    );
  });
});
