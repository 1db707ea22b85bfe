import { ArrowLeft, KeyRound } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PASSWORD_MIN } from "../../../shared/constants.js";
import { fetchPublicConfig, type PublicConfig } from "../../api/me.js";
import { useAccount } from "../../session/AccountProvider.js";
import { authErrorKey, type AuthErrorKey } from "./authErrorKey.js";
import {
  signInWithEmail,
  signInWithProvider,
  signUpWithEmail,
  type AuthFailure,
} from "./authRequest.js";
import { safeRedirect } from "./safeRedirect.js";

type Mode = "signup" | "login";
type FieldErrors = { email?: string; password?: string; terms?: string; form?: string };

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { status, refresh } = useAccount();
  const mode: Mode = params.get("mode") === "login" ? "login" : "signup";
  const redirect = safeRedirect(params.get("redirect"));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [config, setConfig] = useState<PublicConfig | null>(null);

  useEffect(() => {
    fetchPublicConfig().then(setConfig, () => setConfig(null));
  }, []);

  const message = (key: AuthErrorKey) => t(`authErrors.${key}`);

  const finish = async (failure: AuthFailure | null) => {
    if (failure) {
      const key = authErrorKey(failure);
      setErrors(
        key === "invalidEmail"
          ? { email: message(key) }
          : key === "weakPassword"
            ? { password: message(key) }
            : { form: message(key) },
      );
      setBusy(false);
      return;
    }
    await refresh();
    setBusy(false);
    void navigate(redirect, { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setErrors({ email: t("authErrors.emailRequired") });
    if (!password) return setErrors({ password: t("authErrors.passwordRequired") });
    if (mode === "signup" && !accepted) return setErrors({ terms: t("authErrors.termsRequired") });
    if (mode === "signup" && password.length < PASSWORD_MIN) {
      return setErrors({ password: t("authErrors.weakPassword") });
    }
    setErrors({});
    setBusy(true);
    await finish(
      mode === "signup"
        ? await signUpWithEmail(trimmed, password)
        : await signInWithEmail(trimmed, password),
    );
  };

  const withProvider = async () => {
    if (!config?.oauthProvider) return;
    if (mode === "signup" && !accepted) return setErrors({ terms: t("authErrors.termsRequired") });
    setErrors({});
    setBusy(true);
    await finish(await signInWithProvider(config.oauthProvider.id));
  };

  const toggle = () => {
    const next = new URLSearchParams(params);
    if (mode === "signup") next.set("mode", "login");
    else next.delete("mode");
    setParams(next, { replace: true });
    setErrors({});
  };

  const offerBack = params.has("back");
  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-14">
      {offerBack && (
        <button type="button" className="btn-ghost mb-4 ps-1" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden size={18} className="rtl:rotate-180" />
          {t("auth.back")}
        </button>
      )}
      <div className="card">
        <h1 className="text-center text-2xl font-bold text-arcane-300">
          {mode === "signup" ? t("auth.signUpTitle") : t("auth.loginTitle")}
        </h1>
        <p className="mt-1 text-center text-parchment/70">
          {mode === "signup" ? t("auth.signUpHeading") : t("auth.loginHeading")}
        </p>
        {status === "guest" && mode === "signup" && (
          <p className="mt-4 rounded-xl bg-night-800 p-3 text-sm text-parchment/80">
            {t("auth.guestNote")}
          </p>
        )}
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
          <div>
            <label htmlFor="email" className="field-label">
              {t("auth.email")}
            </label>
            <input
              id="email"
              type="email"
              autoComplete="email"
              className="field-input"
              placeholder={t("auth.emailPlaceholder")}
              value={email}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? "email-error" : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {errors.email && (
              <p id="email-error" className="field-error" role="alert">
                {errors.email}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="password" className="field-label">
              {t("auth.password")}
            </label>
            <input
              id="password"
              type="password"
              autoComplete={mode === "signup" ? "new-password" : "current-password"}
              className="field-input"
              placeholder={mode === "signup" ? t("auth.passwordPlaceholder") : undefined}
              value={password}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? "password-error" : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            {errors.password && (
              <p id="password-error" className="field-error" role="alert">
                {errors.password}
              </p>
            )}
          </div>
          {mode === "signup" && (
            <div>
              <label className="flex items-start gap-3 text-sm text-parchment/85">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 accent-arcane-500"
                  checked={accepted}
                  aria-invalid={Boolean(errors.terms)}
                  onChange={(event) => setAccepted(event.target.checked)}
                />
                <span>
                  {t("auth.acceptTermsBefore")}{" "}
                  <Link to="/terms" className="link" target="_blank">
                    {t("auth.acceptTermsLink")}
                  </Link>{" "}
                  {t("auth.acceptTermsAnd")}{" "}
                  <Link to="/privacy" className="link" target="_blank">
                    {t("auth.acceptPrivacyLink")}
                  </Link>
                </span>
              </label>
              {errors.terms && (
                <p className="field-error" role="alert">
                  {errors.terms}
                </p>
              )}
            </div>
          )}
          {errors.form && (
            <p
              className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-danger"
              role="alert"
            >
              {errors.form}
            </p>
          )}
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy
              ? t("auth.working")
              : mode === "signup"
                ? t("auth.submitSignUp")
                : t("auth.submitLogin")}
          </button>
        </form>
        {config?.oauthProvider && (
          <>
            <div className="my-5 flex items-center gap-3 text-xs uppercase text-parchment/50">
              <span className="h-px flex-1 bg-night-600" />
              {t("auth.or")}
              <span className="h-px flex-1 bg-night-600" />
            </div>
            <button
              type="button"
              className="btn-secondary w-full"
              disabled={busy}
              onClick={withProvider}
            >
              <KeyRound aria-hidden size={18} />
              {t("auth.continueWith", { provider: config.oauthProvider.name })}
            </button>
          </>
        )}
        <button type="button" className="btn-ghost mt-5 w-full" onClick={toggle}>
          {mode === "signup" ? t("auth.toggleToLogin") : t("auth.toggleToSignUp")}
        </button>
      </div>
    </main>
  );
}
