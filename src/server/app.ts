import { Redis } from "ioredis";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { nextWakeUp } from "../game/battle/wakeUp.js";
import type { Game } from "../shared/documents.js";
import { MESSAGES } from "../shared/messages.js";
import { createAuth, type Auth } from "./auth/auth.js";
import { resolveCaller, type Identify } from "./auth/session.js";
import { SessionCache } from "./auth/sessionCache.js";
import { createEngine } from "./battle/engine.js";
import { RoundRunner } from "./battle/roundRunner.js";
import { startBillingJobs } from "./billing/billingJobs.js";
import { Billing } from "./billing/billingService.js";
import { DemoProvider } from "./billing/demo/demoProvider.js";
import { demoBillingWarning } from "./billing/demoExposure.js";
import { createStripeClient } from "./billing/stripe/stripeClient.js";
import { StripeProvider } from "./billing/stripe/stripeProvider.js";
import { registerStripeWebhook } from "./billing/stripe/stripeWebhook.js";
import { startScheduler } from "./battle/scheduler.js";
import { startEmbeddedVacuum } from "./db/embeddedVacuum.js";
import type { ServerConfig } from "./config/config.js";
import { openDatabase, type Database } from "./db/database.js";
import { user } from "./db/schema.js";
import { DocumentStore } from "./documents/documentStore.js";
import { allFunctions } from "./functions/allFunctions.js";
import { createRegistry, type Services } from "./functions/registry.js";
import { registerAuthRoutes } from "./http/authRoutes.js";
import { sendError } from "./http/errorReply.js";
import { registerCallLimits } from "./http/callLimits.js";
import { connectionDrain } from "./http/connectionDrain.js";
import { registerFraming } from "./http/framing.js";
import { codeLookupsInMemory, codeLookupsInRedis } from "./http/codeLookups.js";
import { registerFunctionRoutes } from "./http/functionRoutes.js";
import { registerReadRoutes } from "./http/readRoutes.js";
import { registerWebApp } from "./http/webApp.js";
import { redisAdapter } from "./realtime/redisAdapter.js";
import { createSocketServer, type RealtimeServer } from "./realtime/socketServer.js";
import { startAdminServer, type AdminServer } from "./http/adminServer.js";
import { startGuestExpiry } from "./auth/guestExpiry.js";

/**
 * How long a server told to stop lets the rounds it is resolving finish and be stored: the
 * embedded referee takes milliseconds, a model usually a few seconds; a longer one is taken over
 * after the restart (or by another process), as after a crash.
 */
const ROUNDS_SETTLE_MS = 5_000;

export interface SpellbrawlServer {
  app: FastifyInstance;
  io: RealtimeServer;
  auth: Auth;
  database: Database;
  services: Services;
  /** Who is signed in, remembered briefly (sessionCache.ts). */
  sessions: SessionCache;
  /** The address it listens on, once started. */
  url: string;
  close(): Promise<void>;
}

/** Builds and starts the whole product: API, auth, realtime push and the built web app. */
export async function startServer(config: ServerConfig): Promise<SpellbrawlServer> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const baseURL = config.publicUrl ?? `http://localhost:${config.port}`;
  const sessions = new SessionCache();
  const auth = createAuth(config, database.db, baseURL, sessions);
  const identify: Identify = (headers) => resolveCaller(auth, headers, sessions);
  const now = () => Date.now();
  const documents = new DocumentStore(
    database.db,
    (kind, doc) => (kind === "game" ? nextWakeUp(doc as Game, now()) : null),
    // Only the embedded database is this process's alone: with PostgreSQL, other processes write.
    {
      ...(database.commitBatch ? { embedded: { commitBatch: database.commitBatch } } : {}),
      onBroken: (error) => {
        // What this process holds in memory is no longer what is stored: restart from the disk,
        // which holds every change that was answered (see docs/reliability.md).
        console.error("The embedded database failed to store a change; stopping.", error);
        process.exit(1);
      },
    },
  );
  const engine = createEngine(config.ai);
  const rounds = new RoundRunner(
    { documents, db: database.db, now, billing: config.billing },
    engine,
  );
  const stripe = config.billing.provider === "stripe" ? createStripeClient(config.billing) : null;
  const provider =
    config.billing.provider === "stripe" && stripe
      ? new StripeProvider(stripe, config.billing)
      : config.billing.provider === "demo"
        ? new DemoProvider()
        : null;
  const billing = new Billing(config.billing, database.db, provider);
  const services: Services = { config, database, documents, engine, rounds, billing, now };

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Per-request lines only when debugging: a busy game would drown its own log otherwise.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
  });

  const demoWarning = demoBillingWarning(config);
  if (demoWarning) app.log.warn(demoWarning);
  const connections = connectionDrain(app);
  registerFraming(app, config.frameAncestors);

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, "resource-exhausted", MESSAGES.tooManyRequests);
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return sendError(reply, "internal", MESSAGES.internal);
    }
    return sendError(reply, "invalid-argument", MESSAGES.invalidPayload);
  });

  await registerAuthRoutes(app, auth);
  if (config.billing.provider === "stripe" && stripe)
    registerStripeWebhook(app, stripe, config.billing, database.db);
  const limiterRedis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : null;
  limiterRedis?.on("error", () => {});
  await registerCallLimits(app, config.callLimits.perSession, identify, limiterRedis);
  const codeLookups = limiterRedis
    ? codeLookupsInRedis(config.callLimits.joinsPerAddress, limiterRedis)
    : codeLookupsInMemory(config.callLimits.joinsPerAddress);
  registerFunctionRoutes(app, identify, createRegistry(allFunctions), services, codeLookups);
  registerReadRoutes(
    app,
    identify,
    documents,
    async (userId) => {
      const [row] = await database.db
        .select({ credits: user.credits })
        .from(user)
        .where(eq(user.id, userId));
      return row?.credits ?? 0;
    },
    codeLookups,
  );
  app.get("/api/config", async () => ({
    oauthProvider: config.oauthProvider
      ? { id: config.oauthProvider.id, name: config.oauthProvider.name }
      : null,
    freeCredits: config.freeCredits,
    freeCreditsEveryHours: config.freeCreditsEveryHours,
    billingProvider: config.billing.provider,
  }));
  app.get("/api/health", async () => ({ ok: true }));

  await registerWebApp(app, config.webRoot, config.frameAncestors);

  const redis = config.redisUrl ? redisAdapter(config.redisUrl) : null;
  const io = createSocketServer(
    app.server,
    identify,
    sessions,
    documents,
    redis?.adapter,
    config.publicUrl,
    { codeLookups, trustProxy: config.trustProxy },
    config.caps.socketsPerUser,
  );
  const stopScheduler = startScheduler(services, rounds);
  const stopBillingJobs = startBillingJobs(config, database.db, now);
  const stopGuestExpiry = startGuestExpiry(database.db, sessions, config.guestIdleHours, now);
  const stopVacuum = database.kind === "pglite" ? startEmbeddedVacuum(database.db) : () => {};
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // The embedded database belongs to this process: the admin CLI backs it up through us.
  const adminServer: AdminServer | null =
    database.kind === "pglite"
      ? await startAdminServer(
          config.dataDir,
          database.db,
          {
            exclusive: (work) => documents.exclusive(work),
            // Inside the restore's transaction, so no later transaction reads a cached document.
            replaced: () => documents.forgetAll(),
            afterRestore: () => {
              // Everything was replaced: cached sessions are stale, and every browser reconnects
              // and reads the restored lobbies and games afresh.
              sessions.clear();
              // Closing the transport (not a Socket.IO disconnect) is what makes clients reconnect.
              for (const socket of io.of("/").sockets.values()) socket.conn.close();
            },
          },
          (message) => app.log.warn(message),
        )
      : null;

  return {
    app,
    io,
    auth,
    database,
    services,
    sessions,
    url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`,
    async close() {
      await adminServer?.close();
      const schedulerStopped = stopScheduler();
      stopBillingJobs();
      stopGuestExpiry();
      stopVacuum();
      // A step that takes long on the way out is worth knowing about (a stuck request, a slow
      // checkpoint): it delays every deployment.
      const timed = async (step: string, run: () => Promise<unknown>) => {
        const started = Date.now();
        await run();
        const took = Date.now() - started;
        if (took > 1_000) app.log.warn(`closing: ${step} took ${took} ms`);
      };
      await Promise.all([
        timed("connections", () => connections.drain()),
        timed("rounds", async () => {
          await schedulerStopped;
          await rounds.settle(ROUNDS_SETTLE_MS);
        }),
      ]);
      await timed("realtime", () => io.close());
      await timed("http", () => app.close());
      await timed("redis", async () => {
        await redis?.close();
        limiterRedis?.disconnect();
      });
      await timed("database", () => database.close());
    },
  };
}
