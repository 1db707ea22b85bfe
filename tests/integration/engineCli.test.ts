import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function runCli(args: string[], input: string): Promise<string[]> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/engineCli.ts", ...args], {
    cwd: root,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.on("exit", () => resolve(output.trim().split("\n"))));
}

describe("the engine CLI", () => {
  it("answers one mana cost per line, in order, and an error line for a bad one", async () => {
    const lines = await runCli(
      ["evaluate"],
      ['{"move":"a tiny spark at Nimue"}', '{"nope":1}', '{"move":"a world-ending inferno"}'].join(
        "\n",
      ),
    );
    const answers = lines.map((line) => JSON.parse(line) as { mana_cost?: number; error?: string });
    expect(answers).toHaveLength(3);
    expect(answers[0]!.mana_cost).toBeLessThan(answers[2]!.mana_cost!);
    expect(answers[1]!.error).toBeTruthy();
  });

  it("resolves a round and reports the players after the referee", async () => {
    const round = {
      round: 1,
      seed: 5,
      settings: { maxHealth: 100, maxMana: 100 },
      players: [
        { id: "m", name: "Merlin", health: 100, mana: 100 },
        { id: "n", name: "Nimue", health: 10, mana: 100 },
      ],
      moves: { m: "A huge fireball at Nimue" },
    };
    const [line] = await runCli(["resolve", "--provider", "rules"], JSON.stringify(round));
    const answer = JSON.parse(line!) as {
      events: { description: string }[];
      players: { id: string; health: number; defeated: boolean }[];
    };
    expect(answer.events.some((event) => /a huge fireball/i.test(event.description))).toBe(true);
    expect(answer.players.find((player) => player.id === "n")).toMatchObject({
      health: 0,
      defeated: true,
    });
  });
});
