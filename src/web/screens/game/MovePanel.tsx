import { Send, Sparkles } from "lucide-react";
import { useEffect, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  MOVE_COUNTER_DANGER,
  MOVE_COUNTER_WARN,
  MOVE_MAX,
  PLACEHOLDER_ROTATE_MS,
} from "../../../shared/constants.js";
import type { Game } from "../../../shared/documents.js";
import type { EvaluationAnswer } from "../../../shared/gamePayloads.js";
import { FunctionError } from "../../api/functions.js";
import { gameCalls } from "../../api/gameCalls.js";

interface MovePanelProps {
  game: Game;
  selfId: string;
  /** The last round is still being told: a defeat in it is not announced before its line. */
  narrating: boolean;
}

type Notice = { kind: "info" | "error"; text: string } | null;

/** Type, optionally price, and submit a spell (SPEC sections 4 Round and 5 Move, Evaluate). */
export function MovePanel({ game, selfId, narrating }: MovePanelProps) {
  const { t } = useTranslation();
  const placeholders = t("game.placeholders", { returnObjects: true }) as unknown as string[];
  const [text, setText] = useState("");
  const [placeholder, setPlaceholder] = useState(0);
  const [evaluated, setEvaluated] = useState<Record<string, EvaluationAnswer>>({});
  const [reminded, setReminded] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(game.currentRound);

  // Evaluations and reminders belong to one round.
  if (round !== game.currentRound) {
    setRound(game.currentRound);
    setEvaluated({});
    setReminded(false);
    setNotice(null);
    setText("");
  }

  useEffect(() => {
    const timer = setInterval(() => setPlaceholder((index) => index + 1), PLACEHOLDER_ROTATE_MS);
    return () => clearInterval(timer);
  }, []);

  const me = game.players[selfId];
  const trimmed = text.trim();
  const open = game.roundState.inProgress && !game.gameOver;
  // Between rounds the last round's moves are still held: "waiting for the others" is over.
  const submitted = open && game.roundState.moves[selfId] !== undefined;
  const used = game.roundState.evaluations[selfId] ?? 0;
  const limit = game.settings.evaluationLimit;
  const canType = open && !submitted && Boolean(me) && !me?.defeated;
  const evaluation = evaluated[trimmed];
  const evaluateDisabled =
    !canType || trimmed.length === 0 || Boolean(evaluation) || used >= limit || busy;

  const evaluate = async () => {
    if (used >= limit) return setNotice({ kind: "error", text: t("game.noEvaluations") });
    setBusy(true);
    try {
      const answer = await gameCalls.evaluateMove(game.code, trimmed);
      setEvaluated((all) => ({ ...all, [trimmed]: answer }));
      setNotice(null);
    } catch (error) {
      const limited = error instanceof FunctionError && error.code === "resource-exhausted";
      setNotice({
        kind: "error",
        text: limited ? t("game.evaluationLimit") : t("game.evaluateFailed"),
      });
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!canType || trimmed.length === 0 || busy) return;
    if (!evaluation && !reminded && limit > 0 && used < limit) {
      setReminded(true);
      return setNotice({ kind: "info", text: t("game.checkManaFirst") });
    }
    setBusy(true);
    try {
      await gameCalls.submitMove(game.code, trimmed);
      setNotice(null);
    } catch {
      setNotice({ kind: "error", text: t("game.submitFailed") });
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  if (game.roundState.loading.isLoading) return null;
  if (me?.defeated && !narrating)
    return <p className="card p-4 text-parchment/75">{t("game.defeatedWait")}</p>;
  if (submitted) {
    return (
      <p className="card flex items-center gap-3 p-4 text-parchment/85" role="status">
        <span className="size-3 animate-pulse rounded-full bg-emerald-400" aria-hidden />
        {t("game.submitted")}
      </p>
    );
  }

  const counterColor =
    text.length >= MOVE_COUNTER_DANGER
      ? "text-danger"
      : text.length >= MOVE_COUNTER_WARN
        ? "text-ember-400"
        : "text-parchment/50";
  const shortfall = evaluation && (evaluation.notEnoughMana || evaluation.notEnoughAffinity);

  // Out of checks, the Check button goes dark: say why (SPEC section 8, Moves).
  const outOfChecks = !canType
    ? null
    : limit === 0
      ? t("game.noEvaluations")
      : used >= limit
        ? t("game.evaluationLimit")
        : null;

  return (
    <section className="card p-3 md:p-4" aria-labelledby="move-heading">
      <h2 id="move-heading" className="sr-only">
        {t("game.yourMove")}
      </h2>
      {/* On a phone the placeholder says it all; the label stays for screen readers. */}
      <label htmlFor="move-input" className="field-label max-md:sr-only">
        {t("game.moveLabel")}
      </label>
      <textarea
        id="move-input"
        className="field-input min-h-16 resize-none md:min-h-24"
        rows={2}
        maxLength={MOVE_MAX}
        value={text}
        disabled={!canType}
        placeholder={placeholders[placeholder % placeholders.length]}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="mt-1 flex justify-between gap-3 text-xs">
        <span className="text-parchment/55">{t("game.evaluations", { used, max: limit })}</span>
        <span className={counterColor} data-testid="move-counter">
          {text.length}/{MOVE_MAX}
        </span>
      </div>
      {evaluation && (
        <div className="mt-1.5 text-sm" role="status">
          <p>{t("game.manaCost", { cost: evaluation.mana_cost })}</p>
          {evaluation.notEnoughMana && <p className="text-danger">{t("game.notEnoughMana")}</p>}
          {evaluation.notEnoughAffinity && (
            <p className="text-danger">{t("game.notEnoughAffinity")}</p>
          )}
        </div>
      )}
      {notice && (
        <p
          className={`mt-1.5 text-sm ${notice.kind === "error" ? "text-danger" : "text-ember-400"}`}
          role={notice.kind === "error" ? "alert" : "status"}
        >
          {notice.text}
        </p>
      )}
      {outOfChecks && outOfChecks !== notice?.text && (
        <p className="mt-1.5 text-sm text-parchment/70" role="status">
          {outOfChecks}
        </p>
      )}
      <div className="mt-2 grid grid-cols-2 gap-2 md:mt-3 md:flex md:justify-end">
        <button
          type="button"
          className="btn-secondary px-3 max-md:text-sm md:px-5"
          disabled={evaluateDisabled}
          onClick={evaluate}
        >
          <Sparkles aria-hidden size={18} className="max-sm:hidden" />
          {t("game.evaluate")}
        </button>
        <button
          type="button"
          className="btn-primary px-3 max-md:text-sm md:px-5"
          disabled={!canType || trimmed.length === 0 || busy || Boolean(shortfall)}
          onClick={submit}
        >
          <Send aria-hidden size={18} className="rtl:-scale-x-100" />
          {t("game.submit")}
        </button>
      </div>
    </section>
  );
}
