import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ICON_COUNT } from "../../../shared/constants.js";
import { WizardAvatar } from "./WizardAvatar.js";
import { wizardColor } from "./wizards.js";

/** Cycles through the four wizards in both directions. */
export function AvatarPicker({
  iconId,
  onChange,
}: {
  iconId: number;
  onChange: (iconId: number) => void;
}) {
  const { t } = useTranslation();
  const step = (delta: number) => onChange((iconId + delta + ICON_COUNT) % ICON_COUNT);
  return (
    <div
      className="flex items-center justify-center gap-4"
      role="group"
      aria-label={t("wizards.choose")}
    >
      <button
        type="button"
        className="btn-ghost rounded-full"
        aria-label={t("wizards.previous")}
        onClick={() => step(-1)}
      >
        <ChevronLeft aria-hidden className="rtl:rotate-180" />
      </button>
      <div
        className="rounded-full p-1 ring-2 ring-arcane-400/60 shadow-lg shadow-arcane-600/30"
        aria-live="polite"
      >
        <WizardAvatar iconId={iconId} size={112} />
        <span className="sr-only">{t(`wizards.${wizardColor(iconId)}`)}</span>
      </div>
      <button
        type="button"
        className="btn-ghost rounded-full"
        aria-label={t("wizards.next")}
        onClick={() => step(1)}
      >
        <ChevronRight aria-hidden className="rtl:rotate-180" />
      </button>
    </div>
  );
}
