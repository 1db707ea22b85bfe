import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { io as connect } from "socket.io-client";
import { afterAll, describe, expect, it } from "vitest";
import type { Lobby } from "../../src/shared/documents.js";
import { adminSocketPath, callAdmin } from "../../src/server/db/adminChannel.js";
import { admin } from "../helpers/adminCli.js";
import {
  callFunction,
  createLobbyAs,
  getJson,
  joinLobbyAs,
  signInGuest,
  signUp,
} from "../helpers/api.js";
import { createScratchDatabase, postgresAvailable } from "../helpers/postgres.js";
import { startTestServer } from "../helpers/testServer.js";

const scratch = mkdtempSync(path.join(tmpdir(), "spellbrawl-backup-"));
const withPostgres = await postgresAvailable();
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A POST sent with its path exactly as written, as `curl --path-as-is` does. */
function rawPost(base: string, route: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(`${base}/`, { method: "POST", path: route }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on("error", reject);
    call.end();
  });
}

/** A host, a guest in their lobby and a changed setting: the state a backup must keep. */
async function seatLobby(base: string) {
  const host = await signUp(base);
  const guest = await signInGuest(base);
  const code = await createLobbyAs(base, host);
  await joinLobbyAs(base, code, guest, "Nimue");
  await callFunction(
    base,
    "updateSettings",
    { lobbyCode: code, settings: { roundTime: 45 } },
    host.token,
  );
  return { host, guest, code };
}

describe("npm run admin -- backup / restore", () => {
  it("backs up and restores the embedded database while the server runs, and browsers reconnect", async () => {
    const server = await startTestServer();
    try {
      const { host, guest, code } = await seatLobby(server.url);
      const socket = connect(server.url, {
        transports: ["websocket"],
        auth: { token: guest.token },
      });
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));

      const file = path.join(scratch, "live.json");
      const backedUp = await admin(["backup", file], server.dataDir);
      expect(backedUp.out).toMatch(/Backed up \d+ rows/);
      expect(backedUp.code).toBe(0);
      expect(readFileSync(file, "utf8")).toContain(code);

      // After the backup: the guest leaves and the host changes the round time.
      await callFunction(
        server.url,
        "updateSettings",
        { lobbyCode: code, settings: { roundTime: 90 } },
        host.token,
      );
      await callFunction(server.url, "leaveLobby", { lobbyCode: code }, guest.token);

      const reconnected = new Promise<string>((resolve) => socket.once("disconnect", resolve));
      const restored = await admin(["restore", file], server.dataDir);
      expect(restored.out).toMatch(/Restored \d+ rows/);
      expect(restored.code).toBe(0);
      // Connected browsers are dropped at the transport, so they reconnect and read afresh.
      expect(await reconnected).toBe("transport close");
      socket.close();

      // The server kept running on the restored state, sessions included.
      const lobby = await getJson(`${server.url}/api/lobbies/${code}`, guest.token);
      expect(lobby.status).toBe(200);
      const doc = lobby.body.doc as Lobby;
      expect(Object.keys(doc.players)).toContain(guest.userId);
      expect(doc.settings.roundTime).toBe(45);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("refuses a file that is not a backup and leaves the data alone", async () => {
    const server = await startTestServer();
    try {
      const { host, code } = await seatLobby(server.url);
      const file = path.join(scratch, "not-a-backup.json");
      writeFileSync(file, JSON.stringify({ tables: { user: [] } }));
      const refused = await admin(["restore", file], server.dataDir);
      expect(refused.out).toContain("This is not a Spellbrawl backup file.");
      expect(refused.code).toBe(1);
      expect((await getJson(`${server.url}/api/lobbies/${code}`, host.token)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("serves backup and restore only on the data folder's private socket, under no spelling on the TCP port", async () => {
    const server = await startTestServer();
    try {
      const { host } = await seatLobby(server.url);
      // Every spelling the router might decode or normalise to an admin route.
      const spellings = [
        "/api/admin/backup",
        "/api/%61dmin/backup",
        "/api/admi%6E/backup",
        "/%61pi/admin/backup",
        "/api%2Fadmin%2Fbackup",
        "/api/admin%2Fbackup",
        "//api/admin/backup",
        "/api//admin/backup",
        "/api/admin/backup/",
        "/API/ADMIN/BACKUP",
        "/api/Admin/backup",
        "/api/x/../admin/backup",
        "/api/admin/./backup",
        "/api/%2e%2e/api/admin/backup",
        "/api/admin/backup?x=1",
        "/api/admin/backup#x",
        "/backup",
        "/restore",
      ];
      for (const route of spellings) {
        for (const name of ["backup", "restore"]) {
          const answer = await rawPost(server.url, route.replace("backup", name));
          expect([403, 404], `${route} → ${answer.status}`).toContain(answer.status);
          expect(answer.body).not.toContain(host.userId);
        }
      }
      const socket = adminSocketPath(server.dataDir);
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
      const backup = await callAdmin(server.dataDir, "backup", {});
      expect(backup.status).toBe(200);
      expect(JSON.stringify(backup.body)).toContain(host.userId);
    } finally {
      await server.stop();
    }
  });

  it.runIf(withPostgres)(
    "backs up one PostgreSQL database and restores it into another",
    async () => {
      const source = await createScratchDatabase();
      const target = await createScratchDatabase();
      const server = await startTestServer({ databaseUrl: source.url });
      const copy = await startTestServer({ databaseUrl: target.url });
      try {
        const { host, code } = await seatLobby(server.url);
        const file = path.join(scratch, "postgres.json");
        expect((await admin(["backup", file], scratch, source.url)).code).toBe(0);
        expect((await admin(["restore", file], scratch, target.url)).code).toBe(0);
        const lobby = await getJson(`${copy.url}/api/lobbies/${code}`, host.token);
        expect(lobby.status).toBe(200);
        expect((lobby.body.doc as Lobby).settings.roundTime).toBe(45);
      } finally {
        await server.stop();
        await copy.stop();
        await source.drop();
        await target.drop();
      }
    },
    60_000,
  );
});
