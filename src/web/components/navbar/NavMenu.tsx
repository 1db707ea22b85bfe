import { Check, ChevronLeft, ChevronRight, Languages, Menu, X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AVAILABLE_LANGUAGES, changeLanguage, currentLanguage } from "../../i18n/i18n.js";
import { useAccount } from "../../session/AccountProvider.js";
import { useOutsideClick } from "./useOutsideClick.js";

type Panel = "closed" | "main" | "language";

/** The navbar menu: entries by role (SPEC section 2, Navbar) and the language submenu. */
export function NavMenu() {
  const { t } = useTranslation();
  const { status } = useAccount();
  const [panel, setPanel] = useState<Panel>("closed");
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setPanel("closed"), []);
  useOutsideClick(root, panel !== "closed", close);

  const entries = [
    { to: "/", label: t("nav.home") },
    { to: "/pricing", label: t("nav.pricing") },
    ...(status === "registered" ? [{ to: "/account", label: t("nav.account") }] : []),
    ...(status === "guest" || status === "signedOut"
      ? [{ to: "/login", label: t("auth.signUpTitle") }]
      : []),
    { to: "/terms", label: t("nav.terms") },
    { to: "/privacy", label: t("nav.privacy") },
  ];

  const itemClass =
    "flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-start hover:bg-night-700 focus-visible:bg-night-700";

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="btn-ghost"
        aria-haspopup="menu"
        aria-expanded={panel !== "closed"}
        aria-label={panel === "closed" ? t("nav.menu") : t("nav.closeMenu")}
        onClick={() => setPanel(panel === "closed" ? "main" : "closed")}
      >
        {panel === "closed" ? <Menu aria-hidden size={22} /> : <X aria-hidden size={22} />}
      </button>
      {panel !== "closed" && (
        <div
          role="menu"
          className="absolute end-0 z-50 mt-2 max-h-[75vh] w-64 overflow-y-auto rounded-xl border border-night-600 bg-night-900 p-1.5 shadow-2xl"
        >
          {panel === "main" ? (
            <>
              {entries.map((entry) => (
                <Link
                  key={entry.to}
                  role="menuitem"
                  to={entry.to}
                  className={itemClass}
                  onClick={close}
                >
                  {entry.label}
                </Link>
              ))}
              <button
                type="button"
                role="menuitem"
                className={itemClass}
                onClick={() => setPanel("language")}
              >
                <span className="flex items-center gap-2">
                  <Languages aria-hidden size={18} />
                  {t("nav.language")}
                </span>
                <ChevronRight aria-hidden size={18} className="rtl:rotate-180" />
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                role="menuitem"
                className={itemClass}
                onClick={() => setPanel("main")}
              >
                <span className="flex items-center gap-2">
                  <ChevronLeft aria-hidden size={18} className="rtl:rotate-180" />
                  {t("nav.back")}
                </span>
              </button>
              {AVAILABLE_LANGUAGES.map((language) => (
                <button
                  key={language.code}
                  type="button"
                  role="menuitemradio"
                  aria-checked={currentLanguage() === language.code}
                  lang={language.code}
                  className={itemClass}
                  onClick={() => {
                    void changeLanguage(language.code);
                    close();
                  }}
                >
                  {language.name}
                  {currentLanguage() === language.code && <Check aria-hidden size={18} />}
                </button>
              ))}
            </>
          )}
        </div>
      )}
    </div>
  );
}
