import { useEffect, useState } from "react";

interface TypedTextProps {
  text: string;
  /** Milliseconds per character; 0 shows the text at once. */
  delay: number;
  onDone: () => void;
  /** Called every 20 characters so the log can keep the newest line in view. */
  onProgress: () => void;
}

/**
 * Types a narration out character by character (instantly under prefers-reduced-motion). The
 * characters due follow the clock since the line began, not a count of timer ticks: a busy phone
 * or a throttled timer then skips ahead instead of falling behind the server, which opens the next
 * round when the narration should be done (src/shared/narrationPace.ts).
 */
export function TypedText({ text, delay, onDone, onProgress }: TypedTextProps) {
  const reduced =
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const [started] = useState(() => performance.now());
  const [shown, setShown] = useState(delay <= 0 || reduced ? text.length : 0);

  useEffect(() => {
    if (shown >= text.length) {
      onDone();
      return;
    }
    const timer = setTimeout(() => {
      const due = Math.floor((performance.now() - started) / delay);
      const next = Math.min(text.length, Math.max(shown + 1, due));
      setShown(next);
      if (Math.floor(next / 20) > Math.floor(shown / 20)) onProgress();
    }, delay);
    return () => clearTimeout(timer);
  }, [shown, text, delay, started, onDone, onProgress]);

  return (
    <span>
      {text.slice(0, shown)}
      {shown < text.length && <span className="animate-pulse text-arcane-300">▍</span>}
    </span>
  );
}
