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

/** Without a plan or credits, the way forward is a plan. */
function needsPlan(failure: CreateLobbyFailure): boolean {
  return (
    Boolean(failure.openSubscription) ||
    (failure.error !== undefined &&
      "key" in failure.error &&
      failure.error.key === "subscriptionRequired")
  );
}

/**
 * /lobby/create: creates the lobby with the remembered name and wizard, then opens it. Refused for
 * want of credits, it tries again once the account has more (a plan bought in another tab).
 */
function CreateLobby() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh, me } = useAccount();
  const [failure, setFailure] = useState<CreateLobbyFailure | null>(null);
  const [subscription, setSubscription] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const credits = me?.credits ?? 0;
  const latestCredits = useRef(credits);
  const creditsWhenRefused = useRef<number | null>(null);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
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
        creditsWhenRefused.current = needsPlan(next) ? latestCredits.current : null;
        setFailure(next);
        setSubscription(Boolean(next.openSubscription));
      },
    );
  }, [attempt, navigate, refresh]);

  useEffect(() => {
    latestCredits.current = credits;
    const before = creditsWhenRefused.current;
    if (before === null || credits <= before) return;
    creditsWhenRefused.current = null;
    setSubscription(false);
    setFailure(null);
    setAttempt((count) => count + 1);
  }, [credits]);

  if (!failure) return <LoadingShell />;
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
          {needsPlan(failure) && (
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
