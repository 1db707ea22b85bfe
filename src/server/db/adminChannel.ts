import { request } from "node:http";
import path from "node:path";

/**
 * How the admin CLI reaches a running server that owns an embedded database: a Unix socket in the
 * data folder, in a folder only the server's user may enter. Whoever can enter it could copy the
 * database anyway; nobody else can connect.
 */
export const adminSocketFolder = (dataDir: string) => path.join(path.resolve(dataDir), "admin");
export const adminSocketPath = (dataDir: string) =>
  path.join(adminSocketFolder(dataDir), "admin.sock");

/** No server listens on the data folder's admin socket. */
export class NoAdminServer extends Error {}

export interface AdminAnswer {
  status: number;
  body: unknown;
}

/** POSTs `body` as JSON to the running server's admin route, or throws NoAdminServer. */
export function callAdmin(dataDir: string, route: string, body: unknown): Promise<AdminAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        socketPath: adminSocketPath(dataDir),
        path: `/${route}`,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown,
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    call.on("error", (error: NodeJS.ErrnoException) => {
      // No socket, or one a crashed server left behind.
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED")
        reject(new NoAdminServer(error.message));
      else reject(error);
    });
    call.end(payload);
  });
}
