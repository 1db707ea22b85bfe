/**
 * The server's answers, worded exactly as SPEC section 8 words them. The web client shows its own
 * translated text for each code; these English texts are what scripts and logs read.
 */
export const MESSAGES = {
  unauthenticated: "You must be signed in to do this",
  invalidPayload: "Invalid request data",
  unknownFunction: "Unknown function",
  internal: "An unexpected error occurred. Please try again.",
  tooManyRequests: "Too many requests. Please try again later.",
  notMember: "You are not part of this game session.",
  lobbyNotFound: "This lobby doesn't exist or has been closed.",
  gameNotFound: "This game does not exist or has ended.",
} as const;
