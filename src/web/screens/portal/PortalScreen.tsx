import { Crown, LogIn } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LOBBY_CODE_LENGTH, NAME_MAX } from "../../../shared/constants.js";
import { lobbyCalls } from "../../api/lobbyCalls.js";
import { joinLobbyFailure, nameErrorKey, type LobbyErrorKey } from "../../api/lobbyErrors.js";
import { usePrivacyGate } from "../../components/privacy/usePrivacyGate.js";
import { loadIcon, loadName, saveName } from "../../preferences/profile.js";
import { useAccount } from "../../session/AccountProvider.js";

export default function PortalScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status } = useAccount();
  const [name, setName] = useState(loadName);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ name?: LobbyErrorKey; code?: LobbyErrorKey }>({});
  const [busy, setBusy] = useState(false);
  const privacy = usePrivacyGate();

  const create = () => {
    if (status === "registered") void navigate("/lobby/create");
    else void navigate(`/login?redirect=${encodeURIComponent("/lobby/create")}&back=1`);
  };

  const join = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = nameErrorKey(name);
    const codeProblem = code.length === LOBBY_CODE_LENGTH ? undefined : "enterCode";
    setErrors({ name: nameProblem ?? undefined, code: codeProblem });
    if (nameProblem || codeProblem) return;
    saveName(name);
    // Joining shows the name to the lobby: the privacy notice comes first.
    if (!(await privacy.ask())) return;
    setBusy(true);
    try {
      await lobbyCalls.joinLobby(code, name.trim(), loadIcon());
      void navigate(`/lobby/${code}`);
    } catch (error) {
      const failure = joinLobbyFailure(error);
      setErrors({ name: failure.nameError, code: failure.lobbyError });
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto grid max-w-4xl gap-5 px-4 py-8 md:grid-cols-2">
      <section className="card flex flex-col">
        <h1 className="text-2xl font-bold text-arcane-300">{t("portal.createLobby")}</h1>
        <p className="mt-2 flex-1 text-parchment/75">{t("portal.createHint")}</p>
        <button type="button" className="btn-primary mt-6" onClick={create}>
          <Crown aria-hidden size={20} />
          {t("portal.createLobby")}
        </button>
      </section>
      <form className="card flex flex-col gap-4" onSubmit={join} noValidate>
        <h2 className="text-2xl font-bold text-arcane-300">{t("portal.joinTitle")}</h2>
        <p className="text-parchment/75">{t("portal.joinHint")}</p>
        <div>
          <label htmlFor="portal-name" className="field-label">
            {t("home.nameLabel")}
          </label>
          <input
            id="portal-name"
            className="field-input"
            maxLength={NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          {errors.name && (
            <p className="field-error" role="alert">
              {t(`lobbyErrors.${errors.name}`)}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="portal-code" className="field-label">
            {t("home.codeLabel")}
          </label>
          <input
            id="portal-code"
            className="field-input font-mono tracking-[0.3em] uppercase"
            maxLength={LOBBY_CODE_LENGTH}
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase().replace(/\s/g, ""))}
          />
          {errors.code && (
            <p className="field-error" role="alert">
              {t(`lobbyErrors.${errors.code}`)}
            </p>
          )}
        </div>
        <button type="submit" className="btn-secondary" disabled={busy}>
          <LogIn aria-hidden size={20} />
          {t("home.joinGame")}
        </button>
      </form>
      {privacy.dialog}
    </main>
  );
}
