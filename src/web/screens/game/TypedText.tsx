import { useEffect, useState } from "react";

interface TypedTextProps {
  text: string;
  /** Milliseconds per character; 0 shows the text at once. */
  delay: number;
  onDone: () => void;
  /** Called every 20 characters so the log can keep the newest line in view. */
  onProgress: () => void;
}

/** Types a narration out character by character (instantly under prefers-reduced-motion). */
export function TypedText({ text, delay, onDone, onProgress }: TypedTextProps) {
  const reduced =
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const [shown, setShown] = useState(delay <= 0 || reduced ? text.length : 0);

  useEffect(() => {
    if (shown >= text.length) {
      onDone();
      return;
    }
    const timer = setTimeout(() => {
      setShown((count) => count + 1);
      if ((shown + 1) % 20 === 0) onProgress();
    }, delay);
    return () => clearTimeout(timer);
  }, [shown, text, delay, onDone, onProgress]);

  return (
    <span>
      {text.slice(0, shown)}
      {shown < text.length && <span className="animate-pulse text-arcane-300">▍</span>}
    </span>
  );
}
