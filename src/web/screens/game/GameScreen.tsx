import { useCallback, useEffect, useState } from "react";
import { useGameSounds } from "./useGameSounds.js";
import { usePlayerLanguage } from "../../i18n/usePlayerLanguage.js";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { Game } from "../../../shared/documents.js";
import { FunctionError } from "../../api/functions.js";
import { gameCalls } from "../../api/gameCalls.js";
import { lobbyCalls } from "../../api/lobbyCalls.js";
import { useBackCleanup } from "../../components/navbar/backCleanup.js";
import { useDocument } from "../../api/realtime.js";
import { useAccount } from "../../session/AccountProvider.js";
import { TooManyTabs } from "../../components/TooManyTabs.js";
import LoadingShell from "../shell/LoadingShell.js";
import { BattleLog } from "./BattleLog.js";
import { CreatureCard } from "./CreatureCard.js";
import { EffectsList } from "./EffectsList.js";
import { GameErrorScreen } from "./GameErrorScreen.js";
import { GameOverPanel } from "./GameOverPanel.js";
import { GameTopBar } from "./GameTopBar.js";
import { MovePanel } from "./MovePanel.js";
import { PlayerCard } from "./PlayerCard.js";
import { RevivePanel } from "./RevivePanel.js";
import { useNarration } from "./useNarration.js";

export default function GameScreen() {
  const { lobbyCode = "" } = useParams();
  const code = lobbyCode.toUpperCase();
  const navigate = useNavigate();
  const { status, me } = useAccount();
  const state = useDocument("game", status === "loading" || status === "signedOut" ? null : code);
  const [lobbyChecked, setLobbyChecked] = useState(false);

  // A game that is gone usually means the host took everyone back to the lobby; the server answers
  // a game that is gone as one we may not read, so both look at the lobby first.
  useEffect(() => {
    if (state.status !== "deleted" && state.status !== "not-found" && state.status !== "forbidden")
      return;
    let active = true;
    fetch(`/api/lobbies/${code}`, { credentials: "include" })
      .then(async (response) => {
        const body = response.ok ? ((await response.json()) as { doc: { status: string } }) : null;
        if (!active) return;
        if (body?.doc.status === "waiting") void navigate(`/lobby/${code}`, { replace: true });
        else setLobbyChecked(true);
      })
      .catch(() => active && setLobbyChecked(true));
    return () => {
      active = false;
    };
  }, [state.status, code, navigate]);

  // Nobody joins a game under way: a stranger is told so rather than sent to a join form.
  if (status === "signedOut") return <GameErrorScreen kind="notMember" />;
  if (status === "loading" || state.status === "loading") return <LoadingShell />;
  if (state.status === "too-many-tabs") return <TooManyTabs />;
  if (state.status === "forbidden")
    return lobbyChecked ? <GameErrorScreen kind="notMember" /> : <LoadingShell />;
  if (state.status === "deleted" || state.status === "not-found") {
    return lobbyChecked ? <GameErrorScreen kind="connection" /> : <LoadingShell />;
  }
  if (state.status !== "ready" || !me) return <GameErrorScreen kind="connection" />;
  return <Arena game={state.doc} selfId={me.id} />;
}

function Arena({ game, selfId }: { game: Game; selfId: string }) {
  const { t } = useTranslation();
  const { refresh } = useAccount();
  const [error, setError] = useState<string | null>(null);
  // The typing of the narration, and the stats held back until it tells them; the result waits
  // until the last round's narration has been told.
  const narration = useNarration(game);
  const { caughtUp } = narration;
  const isHost = game.players[selfId]?.isHost ?? false;
  usePlayerLanguage(game.code, game.players[selfId]?.language);
  useGameSounds(game, selfId, caughtUp);
  const names = Object.fromEntries([
    ...Object.values(game.players).map((player) => [player.id, player.name]),
    ...Object.entries(game.creatures).map(([id, creature]) => [id, creature.creature.name]),
  ]);
  // Your own card first: on a phone it is the one always in view.
  const players = Object.values(game.players).sort(
    (a, b) => Number(b.id === selfId) - Number(a.id === selfId),
  );
  const creatures = Object.entries(game.creatures);

  // The host's credits change with every resolved round.
  const leave = useCallback(async () => {
    await lobbyCalls.leaveLobby(game.code).catch(() => undefined);
  }, [game.code]);
  // The host's back closes the lobby for everyone, and a player's back mid-battle is a defeat:
  // the navbar asks first.
  useBackCleanup(leave, isHost ? "closeLobby" : game.gameOver ? null : "leaveBattle");

  const rounds = game.battleLog.length;
  useEffect(() => {
    if (isHost && rounds > 0) void refresh();
  }, [rounds, isHost, refresh]);

  const backToLobby = async () => {
    try {
      await gameCalls.returnToLobby(game.code);
    } catch (failure) {
      setError(
        failure instanceof FunctionError && failure.code === "permission-denied"
          ? t("game.closedByError")
          : t("game.returnFailed"),
      );
    }
  };

  return (
    // Phones: the cards scroll, and the play column (latest narration, spell box) is docked at the
    // bottom of the screen. From 768 px: the cards on the left, the play column on the right, kept
    // in view. Under 768 px the column wrappers step aside (`contents`) so the dock sticks to the
    // whole page rather than to its column.
    <main className="mx-auto flex max-w-6xl flex-col gap-3 px-3 pt-3 sm:px-6 md:gap-4 md:py-4">
      <GameTopBar game={game} isHost={isHost} onReturn={backToLobby} />
      {error && (
        <p
          className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-danger"
          role="alert"
        >
          {error}
        </p>
      )}
      <div className="contents md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] md:items-start md:gap-4">
        <div className="flex flex-col gap-2 md:gap-3">
          <section
            aria-label={t("lobby.players")}
            className="grid grid-cols-2 gap-2 md:grid-cols-1 md:gap-3 lg:grid-cols-2"
          >
            {players.map((player) => (
              <PlayerCard
                key={player.id}
                player={player}
                shown={narration.shown(player.id) ?? player}
                change={narration.lastChange(player.id)}
                effects={game.persistentEffects.filter((effect) =>
                  effect.affectedPlayers.includes(player.id),
                )}
                settings={game.settings}
                isSelf={player.id === selfId}
                moved={game.roundState.inProgress && game.roundState.moves[player.id] !== undefined}
              />
            ))}
          </section>
          {creatures.length > 0 && (
            <section
              aria-label={t("game.creatures")}
              className="grid grid-cols-2 gap-2 md:grid-cols-1 md:gap-3 lg:grid-cols-2"
            >
              {creatures.map(([id, creature]) => (
                <CreatureCard
                  key={id}
                  creature={creature}
                  shown={
                    narration.shown(id) ?? {
                      health: creature.creature.health,
                      mana: 0,
                      defeated: creature.permanently_dead,
                    }
                  }
                />
              ))}
            </section>
          )}
          {/* Who fell is news the narration tells first. */}
          {caughtUp && <RevivePanel game={game} selfId={selfId} />}
          <EffectsList effects={game.persistentEffects} names={names} />
        </div>
        <div
          className="sticky bottom-0 z-30 -mx-3 flex flex-col gap-2 border-t border-night-700/70 bg-night-950/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6 md:top-20 md:bottom-auto md:z-auto md:mx-0 md:h-[calc(100dvh-12rem)] md:min-h-[30rem] md:gap-4 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
          data-testid="play-column"
        >
          {caughtUp && <GameOverPanel game={game} selfId={selfId} />}
          <section
            className="min-h-24 flex-1 overflow-y-auto scroll-smooth rounded-xl border border-night-600/60 bg-night-900/85 p-3 max-md:max-h-[22dvh] md:min-h-40 md:rounded-2xl md:p-4"
            aria-labelledby="log-heading"
            // Scrollable, so keyboard users can reach and scroll it.
            tabIndex={0}
            data-scroll-box
          >
            <h2 id="log-heading" className="mb-3 text-base font-semibold max-md:sr-only">
              {t("game.battleLog")}
            </h2>
            <div aria-live="polite" aria-relevant="additions">
              <BattleLog
                log={game.battleLog}
                names={names}
                displaySpeed={game.settings.displaySpeed}
                told={narration.told}
                onTold={narration.tellNext}
              />
            </div>
          </section>
          {!game.gameOver && <MovePanel game={game} selfId={selfId} narrating={!caughtUp} />}
        </div>
      </div>
    </main>
  );
}
