import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../dialog/Modal.js";

interface Step {
  title: string;
  description: string;
  emoji: string;
}

/** The picture of each step, in order; the step's emoji stands in when one fails to load. */
const IMAGES = ["invite", "spells", "mana", "submit", "battle"];

function StepPicture({ image, emoji }: { image: string | undefined; emoji: string }) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <div
        className="flex size-28 items-center justify-center rounded-full bg-night-800 text-6xl"
        aria-hidden
        data-testid="step-emoji"
      >
        {emoji}
      </div>
    );
  }
  return (
    <img
      src={`/how-to-play/${image}.svg`}
      alt=""
      width={320}
      height={180}
      className="aspect-video w-full max-w-xs rounded-xl"
      onError={() => setFailed(true)}
      data-testid="step-image"
    />
  );
}

/** Five steps with dots, Previous / Next, and 'Got it!' on the last one. */
export function HowToPlayDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const steps = t("howToPlay.steps", { returnObjects: true }) as unknown as Step[];
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const last = index === steps.length - 1;
  const close = () => {
    onOpenChange(false);
    setIndex(0);
  };
  if (!step) return null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t("howToPlay.title")}
    >
      <div className="flex flex-col items-center text-center">
        <StepPicture key={index} image={IMAGES[index]} emoji={step.emoji} />
        <h3 className="mt-4 text-xl font-semibold text-ember-400">{step.title}</h3>
        <p className="mt-2 min-h-20 text-parchment/85">{step.description}</p>
        <p className="sr-only">{t("howToPlay.step", { n: index + 1, total: steps.length })}</p>
        <div className="mt-4 flex gap-2" aria-hidden>
          {steps.map((entry, dot) => (
            <span
              key={entry.title}
              className={`size-2.5 rounded-full ${dot === index ? "bg-arcane-400" : "bg-night-600"}`}
            />
          ))}
        </div>
        <div className="mt-6 flex w-full justify-between gap-3">
          <button
            type="button"
            className="btn-secondary"
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            {t("howToPlay.previous")}
          </button>
          {last ? (
            <button type="button" className="btn-primary" onClick={close}>
              {t("howToPlay.gotIt")}
            </button>
          ) : (
            <button type="button" className="btn-primary" onClick={() => setIndex(index + 1)}>
              {t("howToPlay.next")}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
