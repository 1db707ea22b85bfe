import { Bot } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { nextTeam } from "../../../game/lobby/teams.js";
import type { Lobby, LobbyPlayer } from "../../../shared/documents.js";
import { MESSAGES } from "../../../shared/messages.js";
import { FunctionError } from "../../api/functions.js";
import { lobbyCalls } from "../../api/lobbyCalls.js";
import type { LobbyErrorKey } from "../../api/lobbyErrors.js";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog.js";
import { PlayerRow } from "./PlayerRow.js";

interface PlayerListProps {
  lobby: Lobby;
  selfId: string;
  onError: (key: LobbyErrorKey) => void;
}

export function PlayerList({ lobby, selfId, onError }: PlayerListProps) {
  const { t } = useTranslation();
  const viewerIsHost = lobby.players[selfId]?.isHost ?? false;
  const players = Object.values(lobby.players).sort((a, b) => a.joinedAt - b.joinedAt);
  const full = players.length >= lobby.settings.maxPlayers;
  const act = (work: Promise<unknown>) => work.catch(() => onError("actionFailed"));
  // Removing a friend sends them away: asked first. A bot goes at once (another is one tap away).
  const [removing, setRemoving] = useState<LobbyPlayer | null>(null);
  const remove = (player: LobbyPlayer) => act(lobbyCalls.removePlayer(lobby.code, player.id));

  const rename = async (playerId: string, name: string): Promise<LobbyErrorKey | null> => {
    try {
      await lobbyCalls.updatePlayerName(lobby.code, playerId, name);
      return null;
    } catch (error) {
      if (error instanceof FunctionError && error.message === MESSAGES.nameTaken)
        return "nameTaken";
      return "nameUpdateFailed";
    }
  };

  return (
    <section aria-labelledby="players-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="players-heading" className="text-lg font-semibold">
          {t("lobby.players")}
        </h2>
        <span className="text-sm text-parchment/60" data-testid="player-count">
          {t("lobby.playerCount", { count: players.length, max: lobby.settings.maxPlayers })}
        </span>
      </div>
      <ul className="mt-3 flex flex-col gap-2">
        {players.map((player) => (
          <PlayerRow
            key={player.id}
            player={player}
            isSelf={player.id === selfId}
            viewerIsHost={viewerIsHost}
            teamsOn={lobby.settings.enableTeams}
            onRename={(name) => rename(player.id, name)}
            onRemove={() => (player.isBot ? void remove(player) : setRemoving(player))}
            onCycleTeam={() =>
              act(lobbyCalls.setPlayerTeam(lobby.code, player.id, nextTeam(player.team)))
            }
          />
        ))}
      </ul>
      {viewerIsHost && (
        <button
          type="button"
          className="btn-secondary mt-3 w-full"
          disabled={full}
          onClick={() => act(lobbyCalls.addBot(lobby.code))}
        >
          <Bot aria-hidden size={18} />
          {t("lobby.addBot")}
        </button>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("confirm.removePlayer.title", { name: removing?.name })}
        body={t("confirm.removePlayer.body", { name: removing?.name })}
        action={t("confirm.removePlayer.action")}
        onConfirm={async () => {
          if (removing) await remove(removing);
        }}
      />
    </section>
  );
}
