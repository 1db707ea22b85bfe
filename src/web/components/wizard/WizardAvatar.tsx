import { useTranslation } from "react-i18next";
import { wizardAvatarUrl, wizardColor } from "./wizards.js";

export function WizardAvatar({
  iconId,
  size = 48,
  decorative = false,
}: {
  iconId: number;
  size?: number;
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <img
      src={wizardAvatarUrl(iconId)}
      width={size}
      height={size}
      alt={decorative ? "" : t(`wizards.${wizardColor(iconId)}`)}
      className="shrink-0 rounded-full"
      draggable={false}
    />
  );
}
