import { randomUUID } from "node:crypto";
import { internalOf, living } from "../../game/battle/access.js";
import { botsIfDue } from "../../game/battle/botMoves.js";
import { allMoved } from "../../game/battle/moves.js";
import { applyOutcome, beginResolution, roundCost } from "../../game/battle/referee.js";
import { openingDue, openRound, roundDue, trackAbsence } from "../../game/battle/rounds.js";
import { RESOLVE_STALE_MS } from "../../game/battle/timing.js";
import type { Game } from "../../shared/documents.js";
import type { RoundOutcome } from "../../shared/outcome.js";
import { notice, revivedInBattle } from "../../simulator/narration/narrationLocales.js";
import { rulesEngine } from "../../simulator/rules/rulesEngine.js";
import type { BattleEngine, ResolveInput } from "../../simulator/types.js";
import { roundCharge } from "../billing/ledger.js";
import { loadHostEntitlement, type HostEntitlement } from "../billing/entitlements.js";
import type { BillingConfig } from "../config/config.js";
import type { Db } from "../db/database.js";
import type { DocumentStore, DocumentTransaction } from "../documents/documentStore.js";

interface RunnerDeps {
  documents: DocumentStore;
  /** For reading the host's credits and plan outside a transaction. */
  db: Pick<Db, "select">;
  now: () => number;
  billing: Pick<BillingConfig, "provider">;
}

/** A host's credits and plan, read for the game's host of the moment. */
interface Standing {
  host: string;
  entitlement: HostEntitlement;
}

const RESOLVING_MESSAGE = "The referee is weighing the spells…";

function hostOf(game: Game): string {
  return Object.values(game.players).find((player) => player.isHost)?.id ?? "";
}

function resolveInput(game: Game, now: number): ResolveInput {
  return {
    round: game.currentRound,
    seed: internalOf(game).seed,
    settings: game.settings,
    players: Object.values(game.players).map((player) => ({
      id: player.id,
      name: player.name,
      health: player.health,
      mana: player.mana,
      team: game.settings.enableTeams ? player.team : 0,
      language: player.language,
      defeated: player.defeated,
      isBot: player.isBot,
    })),
    creatures: game.creatures,
    effects: game.persistentEffects,
    moves: game.roundState.moves,
    currentAffinity: game.roundState.currentAffinity,
    now,
    toldBefore: game.battleLog.flatMap((round) => round.events.map((event) => event.description)),
  };
}

/**
 * Moves games along: opens due rounds, submits bot moves, resolves rounds through the engine and
 * ends abandoned games. Every step re-reads the game under lock and checks it is still due, so a
 * step that runs twice (two ticks, two processes, a retry after a crash) changes nothing the
 * second time.
 */
export class RoundRunner {
  /** Identifies this process in `internal.resolving`. */
  readonly owner = randomUUID();
  private readonly busy = new Set<string>();
  /** Resolutions under way, for a server on its way out to let finish (`settle`). */
  private readonly resolving = new Set<Promise<void>>();

  constructor(
    private readonly services: RunnerDeps,
    private readonly engine: BattleEngine,
  ) {}

  /**
   * Everything due for a game, in one transaction: open the round, let bots move, apply the
   * absence rule, and claim the round's resolution when it is due. The engine then runs outside
   * the transaction (a model may take many seconds) and its outcome is applied in a second one.
   */
  async advance(code: string): Promise<void> {
    const { resolution } = await this.begin(code);
    await resolution;
  }

  /**
   * `advance` in two parts: resolves once the game's transaction is stored, with the resolution
   * of a claimed round still running as `resolution`. Nothing happens when this process is already
   * working on the game.
   */
  async begin(code: string): Promise<{ resolution: Promise<void> }> {
    if (this.busy.has(code)) return { resolution: Promise.resolve() };
    this.busy.add(code);
    let claimed: Game | null;
    try {
      claimed = await this.claimDue(code);
    } catch (error) {
      this.busy.delete(code);
      throw error;
    }
    const resolution = (claimed ? this.resolve(code, claimed) : Promise.resolve()).finally(() =>
      this.busy.delete(code),
    );
    const tracked = resolution.then(
      () => undefined,
      () => undefined,
    );
    this.resolving.add(tracked);
    void tracked.then(() => this.resolving.delete(tracked));
    return { resolution };
  }

  /**
   * Waits up to `withinMs` for the resolutions under way, so a server told to stop stores the
   * rounds it was narrating instead of closing the database under them. One that takes longer (a
   * slow model) is taken over after the restart, or by another process, as after a crash.
   */
  async settle(withinMs: number): Promise<void> {
    if (this.resolving.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
    await Promise.race([Promise.all(this.resolving), deadline]);
    clearTimeout(timer);
  }

  private async claimDue(code: string): Promise<Game | null> {
    const early = await this.standingBeforeOpening(code);
    return this.services.documents.transact(async (tx) => {
      const stored = await tx.get("game", code);
      if (!stored) return null;
      const now = this.services.now();
      let game = await this.openIfDue(stored.doc, now, tx.reader, early);
      game = botsIfDue(game, now);
      if (!game.gameOver) game = trackAbsence(game, now);
      const claim = this.claimIfDue(game, now);
      if (claim) game = claim;
      // Unchanged, the game still needs its next wake-up written, or it would stay due.
      if (game !== stored.doc) await tx.put("game", code, game);
      else await tx.reschedule("game", code, game);
      return claim;
    });
  }

  /**
   * The host's standing, read before the transaction when this process's cached copy shows a
   * round about to open. Reading it waits for the database thread, and the embedded store runs
   * changes one at a time: read inside, every other game's change would wait meanwhile. Null when
   * nothing is cached (PostgreSQL, where the transaction reads it) or no round is due.
   */
  private async standingBeforeOpening(code: string): Promise<Standing | null> {
    const held = this.services.documents.peek("game", code)?.doc;
    if (!held || !openingDue(held, this.services.now())) return null;
    const host = hostOf(held);
    const entitlement = await loadHostEntitlement(this.services.db, host, this.services.billing);
    return { host, entitlement };
  }

  private async openIfDue(
    game: Game,
    now: number,
    read: DocumentTransaction["reader"],
    early: Standing | null,
  ): Promise<Game> {
    if (!openingDue(game, now)) return game;
    // Only opening a round reads other tables (the host's credits and plan).
    const host = hostOf(game);
    const entitlement =
      early?.host === host
        ? early.entitlement
        : await loadHostEntitlement(await read(), host, this.services.billing);
    return openRound(
      game,
      {
        credits: entitlement.credits,
        maxPlayers: entitlement.maxPlayers,
        subscriptionLapsed: entitlement.subscriptionLapsed,
      },
      now,
      revivedInBattle,
    );
  }

  /** The game with this process's claim on resolving its round, when the round is due. */
  private claimIfDue(game: Game, now: number): Game | null {
    if (game.gameOver) return null;
    const resolving = internalOf(game).resolving;
    const stale =
      resolving && resolving.owner !== this.owner && now - resolving.startedAt > RESOLVE_STALE_MS;
    if (!roundDue(game, now) && !stale) return null;
    return beginResolution(game, this.owner, now, RESOLVING_MESSAGE);
  }

  private async resolve(code: string, claimed: Game): Promise<void> {
    const now = internalOf(claimed).resolving?.startedAt ?? this.services.now();
    const input = resolveInput(claimed, now);
    let outcome;
    try {
      outcome = await this.engine.resolve(input);
    } catch (error) {
      // No round is ever lost: the embedded engine stands in for a failing one, and says so.
      console.warn(
        `battle engine ${this.engine.name} failed, the embedded referee stands in:`,
        error instanceof Error ? error.message : error,
      );
      outcome = withFallbackNotice(
        await rulesEngine.resolve(input),
        now,
        input.players.map((player) => player.language),
      );
    }

    await this.services.documents.transact(async (tx) => {
      const game = (await tx.get("game", code))?.doc;
      const resolving = game && internalOf(game).resolving;
      if (!game || resolving?.round !== claimed.currentRound || resolving.owner !== this.owner)
        return;
      const cost = roundCost(game);
      if (this.services.billing.provider !== "off" && cost > 0)
        await tx.write(
          roundCharge(hostOf(game), cost, `${code}:${internalOf(game).seed}:${game.currentRound}`),
        );
      await tx.put("game", code, applyOutcome(game, outcome, this.services.now()));
    });
  }

  /**
   * After a move: resolve at once when everyone the round waits for has moved (`allMoved`). A
   * presence change needs no call: its write stores the game's wake-up as due (`nextWakeUp`).
   */
  async afterMove(game: Game): Promise<void> {
    if (allMoved(game) && living(game).length > 0) await this.advance(game.code);
  }
}

function withFallbackNotice(
  outcome: RoundOutcome,
  now: number,
  languages: Iterable<string>,
): RoundOutcome {
  const texts = notice("fallback", languages);
  const event = {
    event_number: 0,
    timestamp: now,
    description: texts.en ?? "",
    translated_descriptions: texts,
    delay_per_char: 0,
    stat_changes: {},
    is_final_event: outcome.events.length === 0,
    text_animation_complete: false,
  };
  return { ...outcome, fellBack: true, events: [event, ...outcome.events] };
}
