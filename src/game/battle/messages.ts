/** The server's answers for game functions (English; the UI shows SPEC section 8's texts). */
export const GAME_MESSAGES = {
  roundNotInProgress: "The round is not in progress",
  defeated: "Defeated wizards cannot cast",
  alreadySubmitted: "You have already submitted a move this round",
  moveEmpty: "Move cannot be empty",
  moveTooLong: "Move must be at most 200 characters",
  evaluationLimit: "You have reached the evaluation limit for this round",
  notDefeated: "That player is not defeated",
  alreadyVoted: "You have already voted to revive this player",
  cannotReviveBots: "Bots cannot be revived",
  leftGame: "That wizard has left the game and cannot be revived",
  gameOver: "The game is over",
  gameNotOver: "The game is not over",
  cannotContinue: "The game cannot be continued",
  noCredits: "The host has no credits left",
} as const;
