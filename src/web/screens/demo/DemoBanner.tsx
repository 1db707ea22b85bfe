import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Says plainly that the page is the embedded demo provider and no money moves. */
export function DemoBanner({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-lg border-2 border-dashed border-amber-400/70 bg-amber-400/10 p-4 text-amber-100"
      data-testid="demo-banner"
    >
      <p className="flex items-center gap-2 font-display text-lg font-bold text-amber-300">
        <FlaskConical aria-hidden size={20} />
        {title}
      </p>
      <p className="mt-1 text-sm">{t("demo.noMoney")}</p>
    </div>
  );
}
