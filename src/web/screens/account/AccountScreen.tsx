import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatCredits } from "../../components/navbar/formatCredits.js";
import { currentLanguage } from "../../i18n/i18n.js";
import { useAccount } from "../../session/AccountProvider.js";
import { RequireRegistered } from "../../session/RequireRegistered.js";

function AccountDetails() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, signOut } = useAccount();
  if (!me) return null;
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <section className="card">
        <h1 className="text-2xl font-bold text-arcane-300">{t("account.title")}</h1>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
          <dt className="text-parchment/60">{t("auth.email")}</dt>
          <dd className="break-all" data-testid="account-email">
            {me.email}
          </dd>
          <dt className="text-parchment/60">{t("nav.creditsLabel")}</dt>
          <dd data-testid="account-credits">{formatCredits(me.credits, currentLanguage())}</dd>
        </dl>
        <button
          type="button"
          className="btn-secondary mt-8"
          onClick={async () => {
            await signOut();
            void navigate("/");
          }}
        >
          <LogOut aria-hidden size={18} />
          {t("auth.logout")}
        </button>
      </section>
    </main>
  );
}

export default function AccountScreen() {
  return (
    <RequireRegistered>
      <AccountDetails />
    </RequireRegistered>
  );
}
