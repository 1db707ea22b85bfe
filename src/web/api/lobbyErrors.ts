import { LOBBY_CODE_MESSAGE, NAME_MESSAGES, playerNameSchema } from "../../shared/playerInput.js";
import { MESSAGES } from "../../shared/messages.js";
import { FunctionError } from "./functions.js";

/** Keys under `lobbyErrors` in the locale files. */
export type LobbyErrorKey =
  | "loginRequired"
  | "subscriptionRequired"
  | "freeCreditsUnavailable"
  | "genericError"
  | "unexpectedError"
  | "lobbyNotFound"
  | "lobbyFull"
  | "gameStarted"
  | "nameTaken"
  | "alreadyInLobby"
  | "joinError"
  | "sessionFailed"
  | "enterCode"
  | "nameRequired"
  | "nameTooShort"
  | "nameTooLong"
  | "nameUpdateFailed"
  | "actionFailed";

const nameKeys: Record<string, LobbyErrorKey> = {
  [NAME_MESSAGES.required]: "nameRequired",
  [NAME_MESSAGES.tooShort]: "nameTooShort",
  [NAME_MESSAGES.tooLong]: "nameTooLong",
};

/** The same name rules the server applies, checked before asking it. */
export function nameErrorKey(name: string): LobbyErrorKey | null {
  const parsed = playerNameSchema.safeParse(name);
  if (parsed.success) return null;
  return nameKeys[parsed.error.issues[0]?.message ?? ""] ?? "nameRequired";
}

export interface CreateLobbyFailure {
  nameError?: LobbyErrorKey;
  /** A translated key, or the server's own words when the spec says to show them. */
  error?: { key: LobbyErrorKey } | { text: string };
  openSubscription?: boolean;
}

/** The lobby cap's refusal up to its number, which the server fills in. */
const LOBBY_CAP_OPENING = MESSAGES.lobbyCapReached.split("{max}")[0] ?? MESSAGES.lobbyCapReached;

/** SPEC section 8, create lobby. */
export function createLobbyFailure(error: unknown): CreateLobbyFailure {
  if (!(error instanceof FunctionError) || error.code === "network" || error.code === "timeout") {
    return { error: { key: "unexpectedError" } };
  }
  switch (error.code) {
    case "unauthenticated":
      return { error: { key: "loginRequired" } };
    case "permission-denied":
      return { error: { key: "subscriptionRequired" } };
    case "resource-exhausted":
      // Hosting too many lobbies at once is no matter of plans: the server's words say what to do.
      if (error.message.startsWith(LOBBY_CAP_OPENING)) return { error: { text: error.message } };
      return { openSubscription: true, error: { key: "freeCreditsUnavailable" } };
    case "failed-precondition":
      return { openSubscription: true, error: { key: "freeCreditsUnavailable" } };
    case "invalid-argument":
      return { nameError: nameKeys[error.message] ?? "nameRequired" };
    default:
      return { error: error.message ? { text: error.message } : { key: "genericError" } };
  }
}

export interface JoinLobbyFailure {
  nameError?: LobbyErrorKey;
  lobbyError?: LobbyErrorKey;
}

/** SPEC section 8, join lobby: the table, row by row. */
export function joinLobbyFailure(error: unknown): JoinLobbyFailure {
  if (!(error instanceof FunctionError)) return { lobbyError: "unexpectedError" };
  switch (error.code) {
    case "not-found":
      return { lobbyError: "lobbyNotFound" };
    case "resource-exhausted":
      return { lobbyError: "lobbyFull" };
    case "failed-precondition":
      return { lobbyError: "gameStarted" };
    case "already-exists":
      if (error.message === MESSAGES.nameTaken) return { nameError: "nameTaken" };
      if (error.message === MESSAGES.alreadyInLobby) return { lobbyError: "alreadyInLobby" };
      return { lobbyError: "unexpectedError" };
    case "invalid-argument":
      if (error.message === LOBBY_CODE_MESSAGE) return { lobbyError: "enterCode" };
      if (nameKeys[error.message]) return { nameError: nameKeys[error.message] };
      return { lobbyError: "joinError" };
    default:
      return { lobbyError: "unexpectedError" };
  }
}
