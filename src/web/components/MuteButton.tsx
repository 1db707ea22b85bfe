import { Volume2, VolumeX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useMuted } from "../preferences/mute.js";

/** The navbar's mute toggle: one setting, kept in session storage. */
export function MuteButton({ size = 22 }: { size?: number }) {
  const { t } = useTranslation();
  const [muted, setMuted] = useMuted();
  return (
    <button
      type="button"
      className="btn-ghost"
      aria-pressed={muted}
      aria-label={muted ? t("nav.unmute") : t("nav.mute")}
      onClick={() => setMuted(!muted)}
    >
      {muted ? <VolumeX aria-hidden size={size} /> : <Volume2 aria-hidden size={size} />}
    </button>
  );
}
