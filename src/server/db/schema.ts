import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/*
 * One schema for PGlite and PostgreSQL alike. The first four tables are Better Auth's
 * (user, session, account, verification) with our `credits` column on the user.
 */

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  isAnonymous: boolean("is_anonymous").notNull().default(false),
  /** Decimal so that half-credit charges add up exactly; the UI rounds. */
  credits: numeric("credits", { precision: 20, scale: 4, mode: "number" }).notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable("session", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
});

export const account = pgTable("account", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Better Auth's own rate-limit counters, kept in the database so they hold across processes. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Lobby and game documents (SPEC section 3), stored whole as JSON with a version that grows by one
 * on every change: clients use it to notice a missed push and resync.
 */
export const documents = pgTable(
  "documents",
  {
    kind: text("kind").notNull(),
    code: text("code").notNull(),
    // Plain json, not jsonb: documents are only ever read and written whole, and json costs no
    // conversion on the way in or out (it was the largest cost of a function call on PGlite).
    doc: json("doc").notNull(),
    /**
     * Embedded only: the fields changed since `doc` was last written whole, which override `doc`'s
     * when read (battleLogRows.ts), so a move rewrites a game's round state, not all of it.
     */
    live: json("live"),
    version: integer("version").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the scheduler next has work for this game (epoch ms, `nextWakeUp`); null for none. */
    dueAt: doublePrecision("due_at"),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.code] }),
    index("documents_due_at").on(table.dueAt),
  ],
);

/**
 * A game's battle log, one row per round's entry, apart from the game's document: the log is most
 * of a game's size and grows once a round, while the rest changes with every move, so a move
 * rewrites a few KB instead of the whole log (documentStore.ts joins them back).
 */
export const battleLog = pgTable(
  "battle_log",
  {
    code: text("code").notNull(),
    /** The entry's place in the log, from 0. */
    idx: integer("idx").notNull(),
    entry: json("entry").notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.idx] })],
);

/**
 * A user's subscription (SPEC section 3, users/{uid}/subscriptions), one per user, kept in step with
 * the payment provider. `plan` is derived from the provider's price id.
 */
export const subscription = pgTable("subscription", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  providerCustomerId: text("provider_customer_id"),
  providerSubscriptionId: text("provider_subscription_id"),
  plan: text("plan").notNull(),
  priceId: text("price_id").notNull(),
  /** active, trialing, past_due, canceled, ... as the provider says. */
  status: text("status").notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC section 3 checkout session record: written by us, answered with a url or an error. */
export const checkoutSession = pgTable("checkout_session", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  plan: text("plan").notNull(),
  price: text("price").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  url: text("url"),
  errorMessage: text("error_message"),
  providerSessionId: text("provider_session_id"),
  /** open, complete, canceled or failed. */
  status: text("status").notNull().default("open"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change to a user's credits, so a balance can always be explained. A reference (invoice id,
 * round, grant period) makes a change happen once however often it is delivered.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    delta: numeric("delta", { precision: 20, scale: 4, mode: "number" }).notNull(),
    balanceAfter: numeric("balance_after", { precision: 20, scale: 4, mode: "number" }).notNull(),
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("credit_ledger_once").on(table.userId, table.kind, table.reference)],
);

/** Payment-provider webhook events already handled, by id: replays and duplicates are ignored. */
export const billingEvent = pgTable("billing_event", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
