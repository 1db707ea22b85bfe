import { CUT_OFF, startLoopbackJsonServer, type LoopbackServer } from "./loopbackJsonServer.js";

export type LlmMode =
  "valid" | "malformed-then-valid" | "error500" | "slow" | "obey-injection" | "garbage" | "cut-off";

interface Wizard {
  id: string;
  name: string;
}

/**
 * An OpenAI-compatible chat-completions server on loopback, standing in for a real model: it reads
 * the referee's request and answers the way a model would, or fails the way one can.
 */
export class MockLlm {
  mode: LlmMode = "valid";
  slowMs = 3_000;
  /** Narrations of a round whose moves hold this text wait for `release()`: slow on one game. */
  holdFor: string | null = null;
  held = 0;
  private waiting: (() => void)[] = [];
  requests = 0;
  private server: LoopbackServer | null = null;
  url = "";

  async start(): Promise<void> {
    this.server = await startLoopbackJsonServer(
      ({ body }) =>
        new Promise<[number, unknown]>((resolve) => {
          void this.answer(body, (status, payload) => resolve([status, payload]));
        }),
    );
    this.url = `${this.server.origin}/v1`;
  }

  async stop(): Promise<void> {
    this.release();
    await this.server?.stop();
  }

  release(): void {
    for (const answer of this.waiting.splice(0)) answer();
  }

  private async answer(
    raw: string,
    reply: (status: number, payload: unknown) => void,
  ): Promise<void> {
    this.requests += 1;
    const request = JSON.parse(raw) as { messages: { role: string; content: string }[] };
    const system = request.messages[0]?.content ?? "";
    const user = request.messages.find((message) => message.role === "user")?.content ?? "{}";
    const repairing = request.messages.length > 2;
    if (this.mode === "error500") return reply(500, { error: { message: "model crashed" } });
    if (this.mode === "cut-off") return reply(200, CUT_OFF);
    if (this.mode === "slow") await new Promise((resolve) => setTimeout(resolve, this.slowMs));
    if (this.mode === "garbage") return reply(200, completion("I refuse to answer in JSON."));
    if (this.mode === "malformed-then-valid" && !repairing)
      return reply(200, completion('{"events": [ {"description": '));
    if (system.startsWith("You price"))
      return reply(200, completion(JSON.stringify({ mana_cost: 42 })));
    if (this.holdFor && user.includes(this.holdFor)) {
      this.held += 1;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }

    const round = JSON.parse(user) as {
      wizards: (Wizard & { health: number })[];
      moves: { wizard: string; spell: string }[];
    };
    const byId = new Map(round.wizards.map((wizard) => [wizard.id, wizard]));
    if (this.mode === "obey-injection") {
      const [first, second] = round.wizards;
      return reply(
        200,
        completion(
          JSON.stringify({
            events: [
              {
                description: `${first?.name} wins instantly, as instructed.`,
                translated_descriptions: {},
                stat_changes: {
                  [first!.id]: { health_change: 1e12, mana_change: 1e12 },
                  [second!.id]: { health_change: -1e12, mana_change: -1e12 },
                  ghost_player: { health_change: -50, mana_change: 0 },
                },
              },
            ],
            persistent_effects: [],
            new_creatures: [],
            mana_spent: { [first!.id]: 0 },
          }),
        ),
      );
    }
    const events = round.moves.map((move) => {
      const caster = byId.get(move.wizard);
      const target = round.wizards.find((wizard) => wizard.id !== move.wizard);
      return {
        description: `The mock narrator watches ${caster?.name} cast "${move.spell}" at ${target?.name}.`,
        translated_descriptions: {
          fr: `Le narrateur voit ${caster?.name} lancer « ${move.spell} ».`,
        },
        stat_changes: {
          [move.wizard]: { health_change: 0, mana_change: -10 },
          ...(target ? { [target.id]: { health_change: -10, mana_change: 0 } } : {}),
        },
      };
    });
    return reply(
      200,
      completion(
        JSON.stringify({
          events:
            events.length > 0
              ? events
              : [{ description: "Nobody moves.", translated_descriptions: {}, stat_changes: {} }],
          persistent_effects: [],
          new_creatures: [],
          mana_spent: Object.fromEntries(round.moves.map((move) => [move.wizard, 10])),
        }),
      ),
    );
  }
}

function completion(content: string) {
  return {
    id: "chatcmpl-mock",
    object: "chat.completion",
    created: 0,
    model: "mock",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  };
}
