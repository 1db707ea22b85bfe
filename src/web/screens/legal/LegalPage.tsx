import { useTranslation } from "react-i18next";

interface Section {
  title: string;
  body: string;
}

/** Terms and Privacy share one layout; their text lives in the locale files. */
export function LegalPage({ kind }: { kind: "terms" | "privacy" }) {
  const { t, i18n } = useTranslation();
  const sections = t(`legal.${kind}`, { returnObjects: true }) as unknown as Section[];
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(
    new Date(Date.UTC(2026, 10, 22)),
  );
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <article className="card">
        <h1 className="text-3xl font-bold text-arcane-300">
          {kind === "terms" ? t("legal.termsTitle") : t("legal.privacyTitle")}
        </h1>
        <p className="mt-2 text-sm text-parchment/60">
          {t("legal.lastUpdated", { date: updated })}
        </p>
        {sections.map((section) => (
          <section key={section.title} className="mt-7">
            <h2 className="text-lg font-semibold text-ember-400">{section.title}</h2>
            <p className="mt-2 leading-relaxed text-parchment/85">{section.body}</p>
          </section>
        ))}
      </article>
    </main>
  );
}
