import { useTranslation } from "react-i18next";

/** What a screen shows while it waits, and what later screens show until they are built. */
export default function LoadingShell() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-[50vh] items-center justify-center px-4" aria-busy="true">
      <div className="flex items-center gap-3 text-parchment/70">
        <span className="size-5 animate-spin rounded-full border-2 border-arcane-400 border-t-transparent" />
        {t("shell.loading")}
      </div>
    </main>
  );
}
