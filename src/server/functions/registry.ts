import type { z } from "zod";
import type { ServerConfig } from "../config/config.js";
import type { Database } from "../db/database.js";
import type { DocumentStore } from "../documents/documentStore.js";
import type { RoundRunner } from "../battle/roundRunner.js";
import type { BattleEngine } from "../../simulator/types.js";
import type { Billing } from "../billing/billingService.js";

/** The signed-in caller of a function. Guests are real users with `isAnonymous`. */
export interface Caller {
  id: string;
  email: string;
  name: string;
  isAnonymous: boolean;
}

export interface Services {
  config: ServerConfig;
  database: Database;
  documents: DocumentStore;
  engine: BattleEngine;
  rounds: RoundRunner;
  billing: Billing;
  now: () => number;
}

export interface FunctionContext {
  caller: Caller;
  services: Services;
  /** The web app's origin as the caller reached it, e.g. https://spellbrawl.example. */
  origin: string;
}

export interface FunctionDefinition<S extends z.ZodType = z.ZodType, R = unknown> {
  name: string;
  input: S;
  handle(context: FunctionContext, data: z.output<S>): Promise<R>;
}

/** Keeps the payload type tied to its schema at the definition site. */
export function defineFunction<S extends z.ZodType, R>(
  definition: FunctionDefinition<S, R>,
): FunctionDefinition<S, R> {
  return definition;
}

export type FunctionRegistry = ReadonlyMap<string, FunctionDefinition>;

export function createRegistry(definitions: readonly FunctionDefinition[]): FunctionRegistry {
  return new Map(definitions.map((definition) => [definition.name, definition]));
}
