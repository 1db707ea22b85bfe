import { LogOut, Play } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { MIN_PLAYERS_TO_START } from "../../../shared/constants.js";
import type { Lobby } from "../../../shared/documents.js";
import type { SettingsChanges } from "../../../shared/lobbyPayloads.js";
import { FunctionError } from "../../api/functions.js";
import { lobbyCalls } from "../../api/lobbyCalls.js";
import type { LobbyErrorKey } from "../../api/lobbyErrors.js";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog.js";
import { useBackCleanup } from "../../components/navbar/backCleanup.js";
import { LOBBY_MOBILE_QUERY, useMediaQuery } from "../../hooks/useMediaQuery.js";
import { usePlayerLanguage } from "../../i18n/usePlayerLanguage.js";
import { LobbyHeader } from "./LobbyHeader.js";
import { NoCreditsDialog } from "./NoCreditsDialog.js";
import { PlayerList } from "./PlayerList.js";
import { SettingsPanel } from "./SettingsPanel.js";

interface LobbyRoomProps {
  lobby: Lobby;
  selfId: string;
  hostCredits: number;
  /** Leaves the lobby on the server; the host leaving closes it for everyone. */
  onLeave: () => Promise<void>;
}

export function LobbyRoom({ lobby, selfId, hostCredits, onLeave }: LobbyRoomProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isHost = lobby.players[selfId]?.isHost ?? false;
  usePlayerLanguage(lobby.code, lobby.players[selfId]?.language);
  const mobile = useMediaQuery(LOBBY_MOBILE_QUERY);
  const [noCredits, setNoCredits] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [error, setError] = useState<LobbyErrorKey | null>(null);
  const [starting, setStarting] = useState(false);
  const playerCount = Object.keys(lobby.players).length;

  // The host's way out closes the lobby for everyone: the navbar's back asks first too.
  useBackCleanup(onLeave, isHost ? "closeLobby" : null);
  const leaveAndGoHome = async () => {
    await onLeave();
    void navigate("/");
  };

  const saveSettings = async (changes: SettingsChanges): Promise<boolean> => {
    try {
      await lobbyCalls.updateSettings(lobby.code, changes);
      setError(null);
      return true;
    } catch {
      setError("actionFailed");
      return false;
    }
  };

  const start = async () => {
    if (hostCredits <= 0) return setNoCredits(true);
    setStarting(true);
    try {
      await lobbyCalls.startGame(lobby.code);
    } catch (failure) {
      if (failure instanceof FunctionError && failure.code === "resource-exhausted")
        setNoCredits(true);
      else setError("actionFailed");
      setStarting(false);
    }
  };

  const players = <PlayerList lobby={lobby} selfId={selfId} onError={setError} />;

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <LobbyHeader code={lobby.code} />
      {error && (
        <p
          className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-danger"
          role="alert"
        >
          {t(`lobbyErrors.${error}`)}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {!mobile && <div className="card p-4 sm:p-6">{players}</div>}
        <SettingsPanel
          lobby={lobby}
          isHost={isHost}
          playersTab={mobile ? players : null}
          onSave={saveSettings}
        />
      </div>
      <div className="sticky bottom-0 -mx-3 flex flex-wrap items-center justify-between gap-3 border-t border-night-700 bg-night-950/90 px-3 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
        <button
          type="button"
          className="btn-ghost"
          onClick={() => (isHost ? setConfirmClose(true) : void leaveAndGoHome())}
        >
          <LogOut aria-hidden size={18} className="rtl:rotate-180" />
          {t("lobby.leave")}
        </button>
        {isHost ? (
          <div className="flex flex-1 flex-col items-end gap-1">
            {/* One line on a 390 px phone: a label that does not fit moves the button to its own
                row rather than breaking in two. */}
            <button
              type="button"
              className="btn-primary px-6 text-lg whitespace-nowrap sm:px-8"
              disabled={playerCount < MIN_PLAYERS_TO_START || starting}
              onClick={start}
            >
              <Play aria-hidden size={20} />
              {t("lobby.start")}
            </button>
            {playerCount < MIN_PLAYERS_TO_START && (
              <span className="text-xs text-parchment/55">{t("lobby.needTwo")}</span>
            )}
          </div>
        ) : (
          <p className="flex items-center gap-2 text-parchment/75" role="status">
            <span className="size-2.5 animate-pulse rounded-full bg-arcane-400" aria-hidden />
            {t("lobby.waitingForHost")}
          </p>
        )}
      </div>
      <NoCreditsDialog open={noCredits} onOpenChange={setNoCredits} />
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t("confirm.closeLobby.title")}
        body={t("confirm.closeLobby.body")}
        action={t("confirm.closeLobby.action")}
        onConfirm={leaveAndGoHome}
      />
    </main>
  );
}
