/**
 * The server's answers, worded exactly as SPEC section 8 words them. The web client shows its own
 * translated text for each code; these English texts are what scripts and logs read.
 */
export const MESSAGES = {
  unauthenticated: "You must be signed in to do this",
  invalidPayload: "Invalid request data",
  otherOrigin: "Requests from other websites are not allowed",
  unknownFunction: "Unknown function",
  internal: "An unexpected error occurred. Please try again.",
  tooManyRequests: "Too many requests. Please try again later.",
  notMember: "You are not part of this game session.",
  lobbyNotFound: "This lobby doesn't exist or has been closed.",
  gameNotFound: "This game does not exist or has ended.",
  loginToCreate: "Please log in to create a lobby",
  subscriptionRequired: "You need an active subscription to create lobbies",
  freeCreditsUnavailable:
    "Free credits are not available at this time. Please subscribe to continue.",
  lobbyFull: "Lobby is full",
  lobbyCapReached: "You can host up to {max} open lobbies at a time. Close one to create another.",
  tooManySockets: "Too many open connections. Please close another tab and try again.",
  gameStarted: "Game has already started",
  nameTaken: "Name is already taken in this lobby",
  alreadyInLobby: "You are already in this lobby",
  hostOnly: "Only the host can do this",
  renameSelfOnly: "You can only change your own name",
  playerNotFound: "Player not found",
  hostCannotBeRemoved: "The host cannot be removed",
  notEnoughPlayers: "At least 2 players are needed to start",
  noCreditsToStart: "The host has no credits left to start a game",
  teamsDisabled: "Teams are not enabled in this lobby",
  maxPlayersBelowCount: "Max players cannot be below the number of players in the lobby",
  subscriptionMaxPlayers: "Your subscription allows up to {max} players",
  subscriptionUpgradeRequired: "Your subscription needs to be upgraded to create lobbies",
  checkoutLoginRequired: "User must be logged in to create a checkout session",
  checkoutTimedOut: "Checkout session creation timed out. Please try again.",
  subscriptionUnsuccessful:
    "We couldn't process your subscription at this time. No charges have been made to your account.",
  billingOff: "Payments are turned off on this server",
  samePlan: "You are already subscribed to this plan",
  noBillingAccount: "There is no subscription to manage yet",
  checkoutNotFound: "This checkout does not exist or has expired",
  foreignUrl: "Links must point back to this site",
} as const;
