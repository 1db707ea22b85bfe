import type { Game } from "../../src/shared/documents.js";
import type { DocumentMessage } from "../../src/shared/protocol.js";
import { pick } from "../../src/shared/random.js";
import { ALONGSIDE_EVERY, type AlongsideFloor, type FloorRoom } from "./alongsideFloor.js";
import type { BenchMetrics } from "./benchMetrics.js";
import { BenchWizard } from "./benchWizard.js";

const NAMES = ["Merlin", "Nimue", "Morgana", "Circe", "Prospero", "Medea", "Zatanna", "Radagast"];
const SPELLS = [
  "I hurl a blazing fireball at {target}",
  "Frostbite creeps over {target}",
  "A bolt of lightning strikes {target}",
  "I heal myself with soft moonlight",
  "I raise a shield of stone around me",
  "Poison mist drifts towards {target}",
  "I summon a wolf named Ash to guard me",
  "Drain the mana of {target}",
  "A tiny spark tickles {target}",
  "A world-ending inferno engulfs everyone",
  "I curse {target} with endless sleep",
  "Wind lifts me out of harm's way",
];
/** After a round opens, a player thinks this long before checking the cost, then casts. */
export interface Pace {
  thinkMs: [number, number];
  castAfterMs: [number, number];
  /** The host's display speed: each next round opens once its narration is read at it. */
  displaySpeed: number;
}

interface MoveWatch {
  playerId: string;
  round: number;
  sentAt: number;
  /** Wall clock at sending, and the server's stamp on the first push that showed the move. */
  sentWall: number;
  pushedAt: number | null;
  waiting: Set<number>;
}

interface ResultWatch {
  closedAt: number;
  createdAt: number;
  waiting: Set<number>;
  worst: number;
}

const WATCH_TIMEOUT_MS = 15_000;

/**
 * One lobby of simulated players playing game after game: the host (an account) creates it, guests
 * join, every round each living player evaluates and submits a move and votes to revive the fallen,
 * and when a game ends the host returns to the lobby and starts another. It measures, for every
 * move, the time until every member saw it, and for every round, the time from its close until
 * every member saw the result.
 */
export class LobbyCrew {
  readonly wizards: BenchWizard[];
  code = "";
  private playing = false;
  private stopped = false;
  private acted = new Set<string>();
  private moveWatches: MoveWatch[] = [];
  private resultWatches = new Map<number, ResultWatch>();
  private seenRound: number[] = [];
  private sweeper: NodeJS.Timeout | null = null;
  private floorRoom: FloorRoom | null = null;

  constructor(
    private readonly id: number,
    bases: string[],
    size: number,
    private readonly pace: Pace,
    private readonly metrics: BenchMetrics,
    private readonly random: () => number,
    private readonly floor: AlongsideFloor | null = null,
  ) {
    this.wizards = Array.from(
      { length: size },
      (_, index) =>
        new BenchWizard(
          bases[index % bases.length] ?? "",
          NAMES[index % NAMES.length] ?? "Wizard",
          metrics,
        ),
    );
  }

  async seat(): Promise<void> {
    const [host, ...guests] = this.wizards;
    if (!host) throw new Error("a crew needs a host");
    await host.signUp(`bench-${process.pid}-${this.id}@example.com`);
    const created = await host.call<{ code: string }>("createLobby", {
      playerName: host.name,
      iconId: 0,
      language: "en",
    });
    if (!created) throw new Error("createLobby failed");
    this.code = created.code;
    await host.call("updateSettings", {
      lobbyCode: this.code,
      settings: {
        roundTime: 30,
        maxRounds: 8,
        maxPlayers: this.wizards.length,
        displaySpeed: this.pace.displaySpeed,
      },
    });
    for (const [index, guest] of guests.entries()) {
      await guest.signInGuest();
      await guest.call("joinLobby", {
        lobbyCode: this.code,
        playerName: guest.name,
        iconId: (index + 1) % 4,
        language: "en",
      });
    }
    for (const [index, wizard] of this.wizards.entries()) {
      await wizard.connect((message) => this.onDoc(index, message));
      await wizard.subscribe("lobby", this.code);
    }
    if (this.id % ALONGSIDE_EVERY === 0)
      this.floorRoom = (await this.floor?.seat(`crew-${this.id}`, this.wizards.length)) ?? null;
    this.sweeper = setInterval(() => this.sweep(), 1_000);
  }

  async start(): Promise<void> {
    this.acted.clear();
    this.moveWatches = [];
    this.resultWatches.clear();
    this.seenRound = this.wizards.map(() => 0);
    const started = await this.wizards[0]?.call("startGame", { lobbyCode: this.code });
    if (started === null) return;
    this.playing = true;
    await Promise.all(this.wizards.map((wizard) => wizard.subscribe("game", this.code)));
  }

  stop(): void {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const wizard of this.wizards) wizard.close();
  }

  private onDoc(index: number, message: DocumentMessage): void {
    if (message.kind !== "game" || !message.doc || !this.playing) return;
    const game = message.doc as Game;
    this.observe(index, game, message.serverTime);
    if (this.stopped) return;
    if (game.gameOver) {
      if (index === 0) void this.playAgain();
      return;
    }
    this.act(index, game);
  }

  private observe(index: number, game: Game, serverTime: number | undefined): void {
    const now = performance.now();
    for (const watch of this.moveWatches) {
      if (!watch.waiting.has(index)) continue;
      const seen =
        game.currentRound > watch.round ||
        game.roundState.moves[watch.playerId] !== undefined ||
        game.battleLog.some((entry) => entry.round === watch.round);
      if (!seen) continue;
      watch.waiting.delete(index);
      watch.pushedAt ??= serverTime ?? null;
      if (watch.waiting.size === 0 && this.metrics.measuring) {
        this.metrics.moveToEveryone.add(now - watch.sentAt);
        if (watch.pushedAt !== null) {
          this.metrics.moveToPush.add(Math.max(0, watch.pushedAt - watch.sentWall));
          this.metrics.pushToEveryone.add(Math.max(0, Date.now() - watch.pushedAt));
        }
      }
    }
    this.moveWatches = this.moveWatches.filter((watch) => watch.waiting.size > 0);

    const last = game.battleLog.at(-1);
    if (!last || last.round <= (this.seenRound[index] ?? 0)) return;
    this.seenRound[index] = last.round;
    // The events carry the moment the round closed, on the server's clock (same machine).
    const closedAt = last.events[0]?.timestamp ?? last.timestamp;
    const watch = this.resultWatches.get(last.round) ?? {
      closedAt,
      createdAt: now,
      waiting: new Set(this.wizards.map((_, member) => member)),
      worst: 0,
    };
    this.resultWatches.set(last.round, watch);
    watch.waiting.delete(index);
    watch.worst = Math.max(watch.worst, Date.now() - closedAt);
    if (watch.waiting.size === 0) {
      this.resultWatches.delete(last.round);
      if (this.metrics.measuring) {
        this.metrics.roundEndToEveryone.add(watch.worst);
        this.metrics.rounds += 1;
      }
    }
  }

  private act(index: number, game: Game): void {
    const wizard = this.wizards[index];
    const me = wizard && game.players[wizard.userId];
    if (!wizard || !me || me.defeated || !game.roundState.inProgress) return;
    const key = `${game.currentRound}:${index}`;
    if (this.acted.has(key)) return;
    this.acted.add(key);
    const round = game.currentRound;
    const others = Object.values(game.players).filter((player) => player.id !== me.id);
    const target = others.find((player) => !player.defeated)?.name ?? "everyone";
    const move = pick(SPELLS, this.random).replace("{target}", target);
    const fallen = others.find(
      (player) =>
        player.defeated && !player.isBot && !game.roundState.reviveVotes[player.id]?.[me.id],
    );
    const [thinkMin, thinkMax] = this.pace.thinkMs;
    const [castMin, castMax] = this.pace.castAfterMs;
    const think = thinkMin + this.random() * (thinkMax - thinkMin);
    const castAfter = castMin + this.random() * (castMax - castMin);
    setTimeout(() => {
      if (this.stopped) return;
      void (async () => {
        if (fallen) await wizard.call("voteRevive", { gameId: this.code, targetId: fallen.id });
        await wizard.call("evaluateMoveFunction", { gameId: this.code, moveText: move });
        await new Promise((resolve) => setTimeout(resolve, castAfter));
        if (this.stopped) return;
        // Sent first, so the floor never waits behind the move it is measured against.
        this.floorRoom?.cast(index, this.metrics.typicalPushBytes);
        this.moveWatches.push({
          playerId: me.id,
          round,
          sentAt: performance.now(),
          sentWall: Date.now(),
          pushedAt: null,
          waiting: new Set(this.wizards.map((_, member) => member)),
        });
        await wizard.call("submitMove", { gameId: this.code, moveText: move });
      })();
    }, think);
  }

  private async playAgain(): Promise<void> {
    if (!this.playing) return;
    this.playing = false;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    if (this.stopped) return;
    await this.wizards[0]?.call("returnToLobby", { gameId: this.code });
    await this.start();
  }

  /** A push that never arrives is an error, not a sample that quietly goes missing. */
  private sweep(): void {
    const now = performance.now();
    for (const watch of this.moveWatches) {
      if (now - watch.sentAt > WATCH_TIMEOUT_MS) this.metrics.error("move never reached everyone");
    }
    this.moveWatches = this.moveWatches.filter((watch) => now - watch.sentAt <= WATCH_TIMEOUT_MS);
    for (const [round, watch] of this.resultWatches) {
      if (now - watch.createdAt <= WATCH_TIMEOUT_MS) continue;
      this.metrics.error("result never reached everyone");
      this.resultWatches.delete(round);
    }
  }
}
