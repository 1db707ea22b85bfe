import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { lobbyCalls } from "../../api/lobbyCalls.js";
import {
  createLobbyFailure,
  nameErrorKey,
  type CreateLobbyFailure,
} from "../../api/lobbyErrors.js";
import { loadIcon, loadName } from "../../preferences/profile.js";
import { useAccount } from "../../session/AccountProvider.js";
import { RequireRegistered } from "../../session/RequireRegistered.js";
import LoadingShell from "../shell/LoadingShell.js";
import { NoCreditsDialog } from "./NoCreditsDialog.js";

/** /lobby/create: creates the lobby with the remembered name and wizard, then opens it. */
function CreateLobby() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useAccount();
  const [failure, setFailure] = useState<CreateLobbyFailure | null>(null);
  const [subscription, setSubscription] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const name = loadName();
    // Home validates the name first; someone arriving here directly is sent to pick one.
    if (nameErrorKey(name)) {
      void navigate("/", { replace: true });
      return;
    }
    lobbyCalls.createLobby(name, loadIcon()).then(
      ({ code }) => {
        void refresh();
        void navigate(`/lobby/${code}`, { replace: true });
      },
      (error: unknown) => {
        const next = createLobbyFailure(error);
        setFailure(next);
        setSubscription(Boolean(next.openSubscription));
      },
    );
  }, [navigate, refresh]);

  if (!failure) return <LoadingShell />;
  // Without a plan or credits, the way forward is a plan: offer it beside the message.
  const needsPlan =
    Boolean(failure.openSubscription) ||
    (failure.error !== undefined &&
      "key" in failure.error &&
      failure.error.key === "subscriptionRequired");
  const message = failure.nameError
    ? t(`lobbyErrors.${failure.nameError}`)
    : failure.error && "key" in failure.error
      ? t(`lobbyErrors.${failure.error.key}`)
      : (failure.error?.text ?? t("lobbyErrors.genericError"));
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <div className="card">
        <p className="text-lg text-danger" role="alert">
          {message}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/" className="btn-secondary">
            {t("create.backHome")}
          </Link>
          {needsPlan && (
            <button type="button" className="btn-primary" onClick={() => setSubscription(true)}>
              {t("noCredits.seePlans")}
            </button>
          )}
        </div>
      </div>
      <NoCreditsDialog open={subscription} onOpenChange={setSubscription} />
    </main>
  );
}

export default function CreateLobbyScreen() {
  return (
    <RequireRegistered>
      <CreateLobby />
    </RequireRegistered>
  );
}
