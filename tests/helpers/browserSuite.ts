import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, newContext, type ViewportName } from "./browser.js";
import type { ServerConfig } from "../../src/server/config/config.js";
import { startTestServer, type TestServer } from "./testServer.js";
import { ensureWebBuild } from "./webBuild.js";

/**
 * A real server with the built app and one Chromium for a browser test file; `player` opens a
 * fresh browser profile (a player) at the given width. Everything closes after the file.
 */
export function browserSuite(
  options: { clipboard?: boolean; server?: Partial<ServerConfig> } = {},
) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer({ webRoot: ensureWebBuild(), ...options.server });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  return {
    get server(): TestServer {
      if (!server) throw new Error("the suite's server is not started yet");
      return server;
    },
    get browser(): Browser {
      if (!browser) throw new Error("the suite's browser is not started yet");
      return browser;
    },
    /** A fresh browser profile; `locale` sets the browser's language (navigator.languages). */
    async player(viewport: ViewportName = "desktop", locale?: string): Promise<Page> {
      if (!browser || !server) throw new Error("the suite is not started yet");
      const context = await newContext(browser, viewport, locale);
      if (options.clipboard) {
        await context.grantPermissions(["clipboard-read", "clipboard-write"], {
          origin: server.url,
        });
      }
      contexts.push(context);
      return context.newPage();
    },
  };
}
