import { Check, Link2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { COPY_FEEDBACK_MS } from "../../../shared/constants.js";

/** The invite link is the site's origin plus /?joinCode={code}. */
export function inviteLink(code: string): string {
  return `${window.location.origin}/?joinCode=${code}`;
}

export function LobbyHeader({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const link = inviteLink(code);
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard permission (plain http on a LAN address), fall back to a selection copy.
      const area = document.createElement("textarea");
      area.value = link;
      document.body.append(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    setCopied(true);
  };

  return (
    <header className="card flex flex-wrap items-center justify-between gap-4 py-4 sm:py-5">
      <div>
        <p className="text-sm text-parchment/60">{t("lobby.code")}</p>
        <p
          className="font-mono text-3xl font-bold tracking-[0.25em] text-ember-400"
          data-testid="lobby-code"
        >
          {code}
        </p>
      </div>
      <button type="button" className="btn-secondary" onClick={copy} aria-live="polite">
        {copied ? <Check aria-hidden size={18} /> : <Link2 aria-hidden size={18} />}
        {copied ? t("lobby.copied") : t("lobby.copyInvite")}
      </button>
    </header>
  );
}
