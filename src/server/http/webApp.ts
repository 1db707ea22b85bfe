import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { screenModuleFor } from "../../shared/screenRoutes.js";
import { ERROR_STATUS } from "../../shared/errors.js";

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The app page's Content-Security-Policy: scripts only from our own files (no inline script, so a
 * name or a spell that slipped into the page as markup could never run), connections only to our
 * own server. Styles allow inline because dialogs add style elements at run time. Only the app's
 * page carries it: Better Auth's popup completion page needs its own inline script.
 */
export const contentSecurityPolicy = (frameAncestors: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");

/** The files a module needs before it can run: its own and, recursively, its static imports. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, seen);
  return seen;
}

/**
 * The app's index.html for a path, with `modulepreload` hints for the code of the screen that
 * path opens: a phone following a lobby link fetches that screen with the app instead of after it.
 */
function pageFor(html: string, manifest: Manifest | null, pathname: string): string {
  const screen = screenModuleFor(pathname);
  if (!manifest || !screen) return html;
  const entry = filesOf(manifest, "index.html");
  const links = [...filesOf(manifest, screen)]
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join("");
  return html.replace("</head>", `${links}</head>`);
}

/** Serves the built React app, with index.html for every client-side route. */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
  frameAncestors: string,
): Promise<void> {
  const index = webRoot ? path.join(webRoot, "index.html") : undefined;
  const html = index && existsSync(index) ? readFileSync(index, "utf8") : null;
  const manifestFile = webRoot ? path.join(webRoot, ".vite", "manifest.json") : undefined;
  const manifest =
    manifestFile && existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest)
      : null;
  if (webRoot && html !== null) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/vitePrecompress.ts).
      preCompressed: true,
      setHeaders(reply, file) {
        // Hashed file names change with their content: browsers may keep them for good.
        if (file.includes(`${path.sep}assets${path.sep}`))
          reply.header("cache-control", "public, max-age=31536000, immutable");
        else reply.header("cache-control", "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url.startsWith("/socket.io")) {
      return reply.status(ERROR_STATUS["not-found"]).send({
        error: { status: "not-found", message: "Not found" },
      });
    }
    if (html !== null && request.method === "GET") {
      const pathname = new URL(request.url, "http://localhost").pathname;
      return reply
        .type("text/html")
        .header("cache-control", "no-cache")
        .header("content-security-policy", contentSecurityPolicy(frameAncestors))
        .header("x-content-type-options", "nosniff")
        .header("referrer-policy", "strict-origin-when-cross-origin")
        .send(pageFor(html, manifest, pathname));
    }
    return reply.status(404).type("text/plain").send("The web app is not built: run npm run build");
  });
}
