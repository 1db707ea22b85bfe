import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const NAMES = ["game_start", "timer_begin", "timer_loop", "timer_end", "win_game", "lose_game"];

function wav(bytes: Buffer) {
  const samples = new Int16Array(bytes.buffer, bytes.byteOffset + 44, (bytes.length - 44) / 2);
  let energy = 0;
  for (const sample of samples) energy += sample * sample;
  return {
    riff: bytes.subarray(0, 4).toString(),
    channels: bytes.readUInt16LE(22),
    rate: bytes.readUInt32LE(24),
    bits: bytes.readUInt16LE(34),
    seconds: samples.length / bytes.readUInt32LE(24),
    rms: Math.sqrt(energy / samples.length) / 32768,
  };
}

describe("the game's sounds", () => {
  it("are what scripts/synthSounds.mjs synthesizes: the same bytes on every run", () => {
    const out = mkdtempSync(path.join(tmpdir(), "spellbrawl-sounds-"));
    try {
      execFileSync(process.execPath, ["scripts/synthSounds.mjs"], {
        cwd: root,
        env: { ...process.env, SOUNDS_DIR: out },
      });
      for (const name of NAMES) {
        const fresh = readFileSync(path.join(out, `${name}.wav`));
        const committed = readFileSync(path.join(root, "src/web/public/sounds", `${name}.wav`));
        expect(fresh.equals(committed), name).toBe(true);
        const info = wav(fresh);
        expect(info).toMatchObject({ riff: "RIFF", channels: 1, rate: 22050, bits: 16 });
        expect(info.seconds).toBeGreaterThan(0.1);
        expect(info.seconds).toBeLessThan(2.5);
        // Audible, not silence.
        expect(info.rms).toBeGreaterThan(0.02);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
