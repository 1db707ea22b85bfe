import { useEffect, useRef } from "react";
import { TIMER_WARNING_SECONDS } from "../../../shared/constants.js";
import type { Game } from "../../../shared/documents.js";
import { tickDue } from "../../../game/battle/timerTicks.js";
import { serverNow } from "../../api/realtime.js";
import { playSound } from "../../sound/sounds.js";

/** Whether this player (or their team) won the game that just ended. */
function won(game: Game, selfId: string): boolean {
  const over = game.gameOver;
  if (!over) return false;
  if (over.winners.includes(selfId)) return true;
  const team = game.players[selfId]?.team ?? 0;
  return over.winningTeam !== null && team !== 0 && over.winningTeam === team;
}

/**
 * SPEC sections 4 and 9: the start sound when the first round opens, a chime when later rounds
 * open, a tick every 2 seconds in the last 10, the end sound when time runs out, and win or lose
 * when the game-over panel appears.
 */
export function useGameSounds(game: Game, selfId: string, narrationCaughtUp: boolean): void {
  const seenRound = useRef<number | null>(null);
  const seenOver = useRef(game.gameOver !== null);
  const { currentRound, roundState } = game;

  // Round openings (not replayed for a round already running when the screen mounted).
  useEffect(() => {
    if (!roundState.inProgress) return;
    if (seenRound.current === null) {
      seenRound.current = currentRound;
      if (currentRound === 1 && roundState.endTime - serverNow() > game.settings.roundTime * 900)
        playSound("game_start");
      return;
    }
    if (seenRound.current === currentRound) return;
    seenRound.current = currentRound;
    playSound(currentRound === 1 ? "game_start" : "timer_begin");
  }, [currentRound, roundState.inProgress, roundState.endTime, game.settings.roundTime]);

  // The last ten seconds tick every two; time running out sounds once.
  useEffect(() => {
    if (!roundState.inProgress || game.gameOver) return;
    let lastTick = Number.POSITIVE_INFINITY;
    let ended = false;
    const timer = setInterval(() => {
      const left = (roundState.endTime - serverNow()) / 1000;
      if (left <= 0) {
        if (!ended) playSound("timer_end");
        ended = true;
        return;
      }
      const tick = tickDue(left, lastTick, TIMER_WARNING_SECONDS);
      if (tick !== null) {
        lastTick = tick;
        playSound("timer_loop");
      }
    }, 200);
    return () => clearInterval(timer);
  }, [roundState.inProgress, roundState.endTime, game.gameOver]);

  // The ending sounds with the game-over panel, once the last round's narration has been typed.
  useEffect(() => {
    if (!game.gameOver || seenOver.current || !narrationCaughtUp) return;
    seenOver.current = true;
    playSound(won(game, selfId) ? "win_game" : "lose_game");
  }, [game, selfId, narrationCaughtUp]);
}
