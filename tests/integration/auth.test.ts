import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, postJson, signInGuest, signUp, uniqueEmail } from "../helpers/api.js";
import { openSocket } from "../helpers/sockets.js";
import { startTestServer, type TestServer } from "../helpers/testServer.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe("sessions over HTTP", () => {
  it("signs a guest in and answers /api/me for its bearer token", async () => {
    const guest = await signInGuest(server.url);
    const me = await getJson(`${server.url}/api/me`, guest.token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      signedIn: true,
      id: guest.userId,
      email: null,
      isAnonymous: true,
      credits: 0,
    });
  });

  it("gives a new registered account FREE_CREDITS credits", async () => {
    const email = uniqueEmail();
    const account = await signUp(server.url, email);
    const me = await getJson(`${server.url}/api/me`, account.token);
    expect(me.body).toEqual({
      signedIn: true,
      id: account.userId,
      email,
      isAnonymous: false,
      credits: 100,
    });
  });

  it("links a guest who signs up: same id, credits granted, old guest token no longer valid", async () => {
    const guest = await signInGuest(server.url);
    const account = await signUp(server.url, uniqueEmail("linked"), "secret-words", guest.token);
    expect(account.userId).toBe(guest.userId);
    const me = await getJson(`${server.url}/api/me`, account.token);
    expect(me.body).toMatchObject({ id: guest.userId, isAnonymous: false, credits: 100 });
    expect((await getJson(`${server.url}/api/me`, guest.token)).body).toEqual({ signedIn: false });
  });

  it("logs in with e-mail and password and refuses a wrong password", async () => {
    const email = uniqueEmail();
    const account = await signUp(server.url, email, "right-horse");
    const login = await postJson(`${server.url}/api/auth/sign-in/email`, {
      email,
      password: "right-horse",
    });
    expect(login.status).toBe(200);
    expect(typeof login.body.token).toBe("string");
    const me = await getJson(`${server.url}/api/me`, String(login.body.token));
    expect(me.body.id).toBe(account.userId);

    const wrong = await postJson(`${server.url}/api/auth/sign-in/email`, {
      email,
      password: "wrong-horse",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("refuses a second sign-up with the same e-mail and a password under 6 characters", async () => {
    const email = uniqueEmail();
    await signUp(server.url, email);
    const again = await postJson(`${server.url}/api/auth/sign-up/email`, {
      email,
      password: "another1",
      name: "x",
    });
    expect(again.status).toBe(422);
    expect(String(again.body.code)).toMatch(/^USER_ALREADY_EXISTS/);

    const short = await postJson(`${server.url}/api/auth/sign-up/email`, {
      email: uniqueEmail(),
      password: "12345",
      name: "x",
    });
    expect(short.status).toBe(400);
    expect(short.body.code).toBe("PASSWORD_TOO_SHORT");
  });

  it("answers nobody signed in for missing, forged and signed-out tokens", async () => {
    // Nobody is an answer, not an error: a browser asks on every first load.
    const expected = { status: 200, body: { signedIn: false } };
    expect(await getJson(`${server.url}/api/me`)).toEqual(expected);
    expect(await getJson(`${server.url}/api/me`, "forged-token-123")).toEqual(expected);

    const account = await signUp(server.url);
    // Used first, so the server remembers the caller (sessionCache.ts) and has a live socket.
    expect((await getJson(`${server.url}/api/me`, account.token)).status).toBe(200);
    const socket = await openSocket(server.url, account.token);
    const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    const out = await postJson(
      `${server.url}/api/auth/sign-out`,
      {},
      {
        authorization: `Bearer ${account.token}`,
        origin: server.url,
      },
    );
    expect(out.status).toBe(200);
    // Signing out ends the session at once: no call and no socket outlives it.
    expect(await getJson(`${server.url}/api/me`, account.token)).toEqual(expected);
    expect(await closed).toBe("io server disconnect");
  });
});

describe("rate limits", () => {
  it("answers 429 once an address tries to log in too often", async () => {
    const limited = await startTestServer({ authRateLimit: 3 });
    try {
      const answers: Awaited<ReturnType<typeof postJson>>[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        answers.push(
          await postJson(`${limited.url}/api/auth/sign-in/email`, {
            email: "nobody@example.com",
            password: "whatever1",
          }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429, 429]);
      expect(answers[4]!.body.error).toEqual({
        status: "resource-exhausted",
        message: "Too many requests. Please try again later.",
      });
    } finally {
      await limited.stop();
    }
  });
});

describe("session cookies", () => {
  const cookieOf = async (base: string, origin = base) => {
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: uniqueEmail(), password: "secret-words", name: "Cookie" }),
    });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie().find((cookie) => cookie.includes("session_token")) ?? "";
  };

  it("are httpOnly and SameSite=Lax, and Secure when the public address is https", async () => {
    const plain = await cookieOf(server.url);
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).toMatch(/SameSite=Lax/i);
    expect(plain).not.toMatch(/;\s*Secure/i);

    const behindTls = await startTestServer({ publicUrl: "https://spellbrawl.example" });
    try {
      // The browser's page is on the public address the proxy serves.
      const secure = await cookieOf(behindTls.url, "https://spellbrawl.example");
      expect(secure).toMatch(/HttpOnly/i);
      expect(secure).toMatch(/SameSite=Lax/i);
      expect(secure).toMatch(/;\s*Secure/i);
    } finally {
      await behindTls.stop();
    }
  });
});
