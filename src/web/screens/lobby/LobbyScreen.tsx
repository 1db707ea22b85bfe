import { useCallback, useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { lobbyCalls } from "../../api/lobbyCalls.js";
import { useDocument } from "../../api/realtime.js";
import { TooManyTabs } from "../../components/TooManyTabs.js";
import { PrivacyConsentDialog } from "../../components/privacy/PrivacyConsentDialog.js";
import { acceptPrivacy, privacyAccepted } from "../../preferences/profile.js";
import { useAccount } from "../../session/AccountProvider.js";
import LoadingShell from "../shell/LoadingShell.js";
import { InvalidLobby } from "./InvalidLobby.js";
import { LobbyRoom } from "./LobbyRoom.js";

export default function LobbyScreen() {
  const { lobbyCode = "" } = useParams();
  const code = lobbyCode.toUpperCase();
  const navigate = useNavigate();
  const [consent, setConsent] = useState(!privacyAccepted());
  const { status, me } = useAccount();
  const state = useDocument("lobby", status === "loading" || status === "signedOut" ? null : code);
  // What this tab saw of this code: a lobby that goes away after it sat in it was closed by the
  // host (or it was removed), not "never found"; unless it is leaving on purpose itself.
  const [seatedIn, setSeatedIn] = useState<string | null>(null);
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null);
  const seated = seatedIn === code;
  const leaving = leavingFrom === code;
  const inLobby = state.status === "ready" && me !== null && Boolean(state.doc.players[me.id]);
  if (inLobby && !seated) setSeatedIn(code);

  const leave = useCallback(async () => {
    setLeavingFrom(code);
    await lobbyCalls.leaveLobby(code).catch(() => undefined);
  }, [code]);

  const gone = leaving ? <LoadingShell /> : null;
  const room = (() => {
    if (status === "signedOut") return <Navigate to={`/?joinCode=${code}`} replace />;
    if (status === "loading" || state.status === "loading") return <LoadingShell />;
    if (state.status === "too-many-tabs") return <TooManyTabs />;
    if (state.status === "deleted") return gone ?? <InvalidLobby reason="closed" />;
    if (seated && (state.status === "not-found" || state.status === "forbidden"))
      return gone ?? <InvalidLobby reason={state.status === "not-found" ? "closed" : "removed"} />;
    if (state.status === "forbidden") return <Navigate to={`/?joinCode=${code}`} replace />;
    if (state.status !== "ready" || !me) return <InvalidLobby reason="notFound" />;
    if (!inLobby) {
      if (seated) return gone ?? <InvalidLobby reason="removed" />;
      return <Navigate to={`/?joinCode=${code}`} replace />;
    }
    if (state.doc.status === "in-game") return <Navigate to={`/game/${code}`} replace />;
    return <LobbyRoom lobby={state.doc} selfId={me.id} hostCredits={me.credits} onLeave={leave} />;
  })();
  const showsRoom = inLobby && state.status === "ready" && state.doc.status === "waiting";

  return (
    <>
      {room}
      {/* Joining asks first (usePrivacyGate); a member who never answered (a host who created the
          lobby) is asked over the room, never over a lobby that is not there. */}
      <PrivacyConsentDialog
        open={consent && showsRoom}
        onAccept={() => {
          acceptPrivacy();
          setConsent(false);
        }}
        onDecline={async () => {
          setConsent(false);
          await leave();
          void navigate("/");
        }}
      />
    </>
  );
}
