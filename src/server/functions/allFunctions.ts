import type { FunctionDefinition } from "./registry.js";

/** Every callable function, by name. Each lives in its own file beside this one. */
export const allFunctions: readonly FunctionDefinition[] = [];
