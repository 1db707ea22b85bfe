import { Bot, Check, Crown, Pencil, UserX, WifiOff, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { NAME_MAX } from "../../../shared/constants.js";
import type { LobbyPlayer } from "../../../shared/documents.js";
import { nameErrorKey, type LobbyErrorKey } from "../../api/lobbyErrors.js";
import { WizardAvatar } from "../../components/wizard/WizardAvatar.js";

interface PlayerRowProps {
  player: LobbyPlayer;
  isSelf: boolean;
  viewerIsHost: boolean;
  teamsOn: boolean;
  onRename: (name: string) => Promise<LobbyErrorKey | null>;
  onRemove: () => void;
  onCycleTeam: () => void;
}

const TEAM_COLORS = [
  "bg-night-600",
  "bg-sky-600",
  "bg-rose-600",
  "bg-emerald-600",
  "bg-amber-500",
  "bg-fuchsia-600",
];

export function PlayerRow({
  player,
  isSelf,
  viewerIsHost,
  teamsOn,
  onRename,
  onRemove,
  onCycleTeam,
}: PlayerRowProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(player.name);
  const [error, setError] = useState<LobbyErrorKey | null>(null);
  const canRename = isSelf || viewerIsHost;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = nameErrorKey(draft);
    if (problem) return setError(problem);
    const failure = await onRename(draft.trim());
    setError(failure);
    if (!failure) setEditing(false);
  };

  const teamLabel = player.team === 0 ? t("lobby.noTeam") : t("lobby.team", { team: player.team });

  return (
    <li
      className="flex items-center gap-3 rounded-xl bg-night-800/70 p-2.5 sm:p-3"
      data-testid={`player-${player.name}`}
    >
      {teamsOn && (
        <button
          type="button"
          className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${TEAM_COLORS[player.team] ?? "bg-night-600"} disabled:cursor-default`}
          disabled={!viewerIsHost}
          title={teamLabel}
          onClick={onCycleTeam}
          data-testid="team-badge"
        >
          {/* The number is for the eye; the name says what pressing it does. */}
          <span aria-hidden>{player.team}</span>
          <span className="sr-only">
            {t("lobby.cycleTeam", { name: player.name, team: teamLabel })}
          </span>
        </button>
      )}
      <WizardAvatar iconId={player.iconId} size={40} decorative />
      <div className="min-w-0 flex-1">
        {editing ? (
          <form onSubmit={save} className="flex items-center gap-1.5">
            <input
              className="field-input min-h-9 py-1.5"
              aria-label={t("lobby.editName")}
              maxLength={NAME_MAX}
              value={draft}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
            />
            <button
              type="submit"
              className="btn-ghost min-h-9 px-2"
              aria-label={t("lobby.saveName")}
            >
              <Check aria-hidden size={18} />
            </button>
            <button
              type="button"
              className="btn-ghost min-h-9 px-2"
              aria-label={t("lobby.cancel")}
              onClick={() => {
                setEditing(false);
                setDraft(player.name);
                setError(null);
              }}
            >
              <X aria-hidden size={18} />
            </button>
          </form>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="truncate font-semibold">{player.name}</span>
            {isSelf && <span className="text-xs text-parchment/55">({t("lobby.you")})</span>}
            {player.isHost && (
              <span className="inline-flex items-center gap-1 rounded-full bg-ember-500/15 px-2 py-0.5 text-xs text-ember-400">
                <Crown aria-hidden size={12} />
                {t("lobby.host")}
              </span>
            )}
            {player.isBot && (
              <span className="inline-flex items-center gap-1 rounded-full bg-arcane-500/15 px-2 py-0.5 text-xs text-arcane-300">
                <Bot aria-hidden size={12} />
                {t("lobby.bot")}
              </span>
            )}
            {!player.connected && !player.isBot && (
              <span className="inline-flex items-center gap-1 text-xs text-parchment/55">
                <WifiOff aria-hidden size={12} />
                {t("lobby.disconnected")}
              </span>
            )}
          </p>
        )}
        {error && (
          <p className="field-error" role="alert">
            {t(`lobbyErrors.${error}`)}
          </p>
        )}
      </div>
      {!editing && canRename && (
        <button
          type="button"
          className="btn-ghost min-h-10 px-2"
          aria-label={`${t("lobby.editName")}: ${player.name}`}
          onClick={() => {
            setDraft(player.name);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden size={16} />
        </button>
      )}
      {viewerIsHost && !player.isHost && (
        <button
          type="button"
          className="btn-ghost min-h-10 px-2 text-danger"
          aria-label={t("lobby.remove", { name: player.name })}
          onClick={onRemove}
        >
          <UserX aria-hidden size={18} />
        </button>
      )}
    </li>
  );
}
