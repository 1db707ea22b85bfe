import { BookOpen, Crown, Sparkles } from "lucide-react";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LOBBY_CODE_LENGTH, NAME_MAX } from "../../../shared/constants.js";
import { lobbyCalls } from "../../api/lobbyCalls.js";
import { joinLobbyFailure, nameErrorKey, type LobbyErrorKey } from "../../api/lobbyErrors.js";
import { usePrivacyGate } from "../../components/privacy/usePrivacyGate.js";
import { AvatarPicker } from "../../components/wizard/AvatarPicker.js";
import { loadIcon, loadName, saveIcon, saveName } from "../../preferences/profile.js";
import { useAccount } from "../../session/AccountProvider.js";
import { usePublicConfig } from "../../session/usePublicConfig.js";

/** The plans popup is fetched when first opened: the home page stays light. */
// Both dialogs load when first opened: the home page is the first thing a phone downloads.
const HowToPlayDialog = lazy(() =>
  import("../../components/howToPlay/HowToPlayDialog.js").then((module) => ({
    default: module.HowToPlayDialog,
  })),
);
const PricingDialog = lazy(() =>
  import("../../billing/PricingDialog.js").then((module) => ({ default: module.PricingDialog })),
);

export default function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status, me } = useAccount();
  const invitedCode = (params.get("joinCode") ?? "").toUpperCase().slice(0, LOBBY_CODE_LENGTH);
  const [iconId, setIconId] = useState(loadIcon);
  const [name, setName] = useState(loadName);
  const [code, setCode] = useState(invitedCode);
  const [nameError, setNameError] = useState<LobbyErrorKey | null>(null);
  const [lobbyError, setLobbyError] = useState<LobbyErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [howToPlay, setHowToPlay] = useState(false);
  const [plans, setPlans] = useState(false);
  const config = usePublicConfig();
  const privacy = usePrivacyGate();

  const chooseIcon = (next: number) => {
    setIconId(next);
    saveIcon(next);
  };

  const checkName = (): boolean => {
    const problem = nameErrorKey(name);
    setNameError(problem);
    if (!problem) saveName(name);
    return !problem;
  };

  const join = async (event: FormEvent) => {
    event.preventDefault();
    setLobbyError(null);
    if (!checkName()) return;
    if (code.length !== LOBBY_CODE_LENGTH) return setLobbyError("enterCode");
    // Joining shows the name to the lobby: the privacy notice comes first.
    if (!(await privacy.ask())) return;
    setBusy(true);
    try {
      await lobbyCalls.joinLobby(code, name.trim(), iconId);
      void navigate(`/lobby/${code}`);
    } catch (error) {
      const failure = joinLobbyFailure(error);
      setNameError(failure.nameError ?? null);
      setLobbyError(failure.lobbyError ?? null);
      setBusy(false);
    }
  };

  const create = () => {
    setLobbyError(null);
    if (!checkName()) return;
    if (status === "registered") void navigate("/lobby/create");
    else void navigate(`/login?redirect=${encodeURIComponent("/lobby/create")}&back=1`);
  };

  return (
    <main className="mx-auto flex max-w-lg flex-col gap-5 px-4 py-6 sm:py-10">
      <header className="text-center">
        <h1 className="text-4xl font-bold text-arcane-300 sm:text-5xl">{t("home.title")}</h1>
        <p className="mt-2 text-parchment/75">{t("home.subtitle")}</p>
      </header>

      <form className="card flex flex-col gap-5" onSubmit={join} noValidate>
        {invitedCode && (
          <div className="rounded-xl border border-arcane-500/40 bg-arcane-600/15 p-3 text-center text-sm">
            <p className="font-semibold text-arcane-300">
              {t("home.invitedTo", { code: invitedCode })}
            </p>
            <p className="mt-1 text-parchment/75" data-testid="joining-as">
              {status === "registered" && me?.email
                ? t("home.joiningAs", { email: me.email })
                : t("home.joiningAsGuest")}
            </p>
          </div>
        )}
        <AvatarPicker iconId={iconId} onChange={chooseIcon} />
        <div>
          <label htmlFor="player-name" className="field-label">
            {t("home.nameLabel")}
          </label>
          <input
            id="player-name"
            className="field-input"
            maxLength={NAME_MAX}
            autoComplete="nickname"
            placeholder={t("home.namePlaceholder")}
            value={name}
            aria-invalid={Boolean(nameError)}
            aria-describedby={nameError ? "player-name-error" : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {nameError && (
            <p id="player-name-error" className="field-error" role="alert">
              {t(`lobbyErrors.${nameError}`)}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="lobby-code" className="field-label">
            {t("home.codeLabel")}
          </label>
          <input
            id="lobby-code"
            className="field-input font-mono text-lg tracking-[0.3em] uppercase"
            maxLength={LOBBY_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t("home.codePlaceholder")}
            value={code}
            aria-invalid={Boolean(lobbyError)}
            aria-describedby={lobbyError ? "lobby-code-error" : undefined}
            onChange={(event) => setCode(event.target.value.toUpperCase().replace(/\s/g, ""))}
          />
          {lobbyError && (
            <p id="lobby-code-error" className="field-error" role="alert">
              {t(`lobbyErrors.${lobbyError}`)}
              {lobbyError === "alreadyInLobby" && (
                <>
                  {" "}
                  <Link className="link" to={`/lobby/${code}`}>
                    {t("home.openLobby")}
                  </Link>
                </>
              )}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="btn-primary text-lg"
          disabled={busy || code.length !== LOBBY_CODE_LENGTH}
        >
          <Sparkles aria-hidden size={20} />
          {t("home.joinGame")}
        </button>
        <button type="button" className="btn-secondary" onClick={create}>
          <Crown aria-hidden size={20} />
          {t("home.createLobby")}
        </button>
      </form>

      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-ghost" onClick={() => setHowToPlay(true)}>
          <BookOpen aria-hidden size={18} />
          {t("home.howToPlay")}
        </button>
        {config?.billingProvider !== "off" && (
          <button type="button" className="btn-ghost" onClick={() => setPlans(true)}>
            {t("home.plans")}
          </button>
        )}
      </div>
      {/* The notice only tells the truth when the server really hands out credits that count. */}
      {config &&
        config.billingProvider !== "off" &&
        config.freeCredits > 0 &&
        config.freeCreditsEveryHours > 0 && (
          <p className="rounded-xl border border-ember-500/30 bg-ember-500/10 p-3 text-center text-sm text-ember-400">
            {t("home.testingNotice")}
          </p>
        )}
      {privacy.dialog}
      {howToPlay && (
        <Suspense fallback={null}>
          <HowToPlayDialog open={howToPlay} onOpenChange={setHowToPlay} />
        </Suspense>
      )}
      {plans && (
        <Suspense fallback={null}>
          <PricingDialog open={plans} onOpenChange={setPlans} />
        </Suspense>
      )}
    </main>
  );
}
