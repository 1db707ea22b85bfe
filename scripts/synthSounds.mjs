#!/usr/bin/env node
/**
 * Synthesizes the game's sound effects into src/web/public/sounds/*.wav. The sounds are made
 * here from sines rather than taken from a sample library so that they are ours to ship and can
 * be tweaked in code. `node scripts/synthSounds.mjs` rewrites every file; the output is
 * byte-for-byte the same on every run, so an unchanged script leaves git clean.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// SOUNDS_DIR lets a test synthesize elsewhere and compare with the committed files.
const outDir = process.env.SOUNDS_DIR ?? path.join(root, "src/web/public/sounds");

// 22.05 kHz mono 16-bit keeps the committed files small; nothing here needs content above 11 kHz.
const RATE = 22050;
const NYQUIST = RATE / 2;
const TAU = 2 * Math.PI;
const PEAK = 10 ** (-1 / 20); // -1 dBFS leaves headroom for resampling in the browser.

/** Equal-tempered pitch from a MIDI note number, so melodies read as notes rather than hertz. */
const hz = (midi) => 440 * 2 ** ((midi - 69) / 12);

/** Seeded PRNG (mulberry32): sparkles look random but every run draws the same numbers. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const track = (seconds) => new Float64Array(Math.round(seconds * RATE));

/**
 * Amplitude envelope at time t of a note lasting dur seconds. With `tau` the body decays
 * exponentially like a struck bell; otherwise it is a classic ADSR whose release ends exactly
 * at dur, so notes never get cut off mid-sound.
 */
function envelope(t, dur, { a = 0.005, d = 0.1, s = 0.7, r = 0.1, tau } = {}) {
  if (t < 0 || t >= dur) return 0;
  const attack = t < a ? t / a : 1;
  let body;
  if (tau !== undefined) body = Math.exp(-Math.max(0, t - a) / tau);
  else if (t < a) body = 1;
  else if (t < a + d) body = 1 - (1 - s) * ((t - a) / d);
  else body = s;
  const release = t > dur - r ? (dur - t) / r : 1;
  return attack * body * release;
}

/**
 * Adds one note to the track. Partials are [ratio, amplitude] pairs; `brightDecay` makes upper
 * partials die faster than the fundamental, which is what makes a tone sound struck rather than
 * organ-like. Phase is accumulated per sample so vibrato and glides stay continuous.
 */
function note(buf, opts) {
  const {
    at,
    dur,
    freq,
    gain = 1,
    partials = [[1, 1]],
    env = {},
    vibrato = { rate: 0, depth: 0, delay: 0 },
    glide = 0, // semitones over the note's length
    brightDecay = 0,
  } = opts;
  const start = Math.round(at * RATE);
  const length = Math.min(Math.round(dur * RATE), buf.length - start);
  // Partials above Nyquist would alias into harsh low tones, so they are dropped up front.
  const audible = partials.filter(
    ([ratio]) => freq * ratio * 2 ** (Math.max(glide, 0) / 12) < NYQUIST,
  );
  const phases = new Float64Array(audible.length);
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    const e = envelope(t, dur, env);
    if (e === 0) continue;
    // Vibrato fades in after its delay, the way a singer or bowed string settles into it.
    const vibAmount = vibrato.depth * Math.min(1, Math.max(0, (t - (vibrato.delay ?? 0)) / 0.2));
    const f =
      freq * 2 ** ((glide * t) / dur / 12) * (1 + vibAmount * Math.sin(TAU * vibrato.rate * t));
    let sample = 0;
    for (let p = 0; p < audible.length; p++) {
      const [ratio, amp] = audible[p];
      phases[p] += (TAU * f * ratio) / RATE;
      const fade = brightDecay ? Math.exp(-t * brightDecay * (ratio - 1)) : 1;
      sample += amp * fade * Math.sin(phases[p]);
    }
    buf[start + i] += gain * e * sample;
  }
}

/**
 * Feedback delay with a one-pole low-pass in the loop: each echo comes back softer and darker,
 * which reads as a magical shimmer/halo instead of a distinct slap-back echo.
 */
function shimmer(buf, { delay = 0.09, feedback = 0.45, mix = 0.3, tone = 0.35 } = {}) {
  const n = Math.round(delay * RATE);
  const line = new Float64Array(n);
  let idx = 0;
  let lp = 0;
  for (let i = 0; i < buf.length; i++) {
    const echoed = line[idx];
    lp += tone * (echoed - lp);
    line[idx] = buf[i] + lp * feedback;
    idx = (idx + 1) % n;
    buf[i] += mix * lp;
  }
}

/** Normalizes to the target peak and rounds the edges so playback never starts or ends on a click. */
function finish(buf, { fadeIn = 0.003, fadeOut = 0.03 } = {}) {
  let peak = 0;
  for (const x of buf) peak = Math.max(peak, Math.abs(x));
  const scale = peak > 0 ? PEAK / peak : 0;
  const inN = Math.round(fadeIn * RATE);
  const outN = Math.round(fadeOut * RATE);
  for (let i = 0; i < buf.length; i++) {
    let g = scale;
    // Raised-cosine fades: a linear ramp's corner is itself faintly audible on short sounds.
    if (i < inN) g *= 0.5 - 0.5 * Math.cos((Math.PI * i) / inN);
    const fromEnd = buf.length - 1 - i;
    if (fromEnd < outN) g *= 0.5 - 0.5 * Math.cos((Math.PI * fromEnd) / outN);
    buf[i] *= g;
  }
  return buf;
}

function wav(buf) {
  const data = buf.length * 2;
  const out = Buffer.alloc(44 + data);
  out.write("RIFF", 0, "ascii");
  out.writeUInt32LE(36 + data, 4);
  out.write("WAVE", 8, "ascii");
  out.write("fmt ", 12, "ascii");
  out.writeUInt32LE(16, 16); // PCM fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(RATE, 24);
  out.writeUInt32LE(RATE * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34);
  out.write("data", 36, "ascii");
  out.writeUInt32LE(data, 40);
  for (let i = 0; i < buf.length; i++) {
    // The clamp is a guard only: normalization already keeps samples well inside the range.
    const s = Math.max(-32768, Math.min(32767, Math.round(buf[i] * 32767)));
    out.writeInt16LE(s, 44 + i * 2);
  }
  return out;
}

// Timbres. Bell ratios are slightly inharmonic, which is what separates a chime from a beep.
const BELL = [
  [1, 1],
  [2.01, 0.45],
  [3.02, 0.22],
  [4.17, 0.12],
  [5.43, 0.06],
];
const SOFT = [
  [1, 1],
  [2, 0.25],
  [3, 0.08],
];
// Roughly a sawtooth's 1/n series, trimmed: bright and brassy for fanfares.
const BRASS = [
  [1, 1],
  [2, 0.55],
  [3, 0.38],
  [4, 0.25],
  [5, 0.18],
  [6, 0.12],
  [7, 0.07],
  [8, 0.05],
];
// Odd harmonics only give a hollow, flute/clarinet-like voice that suits a sad motif.
const HOLLOW = [
  [1, 1],
  [3, 0.18],
  [5, 0.06],
];
// Gong modes: clearly inharmonic, so the ear hears a metal plate and not a pitch.
const GONG = [
  [1, 1],
  [1.52, 0.7],
  [2.03, 0.45],
  [2.61, 0.38],
  [3.37, 0.25],
  [4.18, 0.16],
  [5.29, 0.1],
];

function gameStart() {
  const buf = track(1.5);
  // D major arpeggio climbing two octaves: bright, but D keeps it a touch darker than C.
  const run = [62, 66, 69, 74, 78, 81, 86];
  run.forEach((m, i) =>
    note(buf, {
      at: i * 0.075,
      dur: 1.1 - i * 0.05,
      freq: hz(m),
      gain: 0.55,
      partials: BELL,
      env: { tau: 0.35, r: 0.25 },
      brightDecay: 1.5,
    }),
  );
  // A held chord under the top of the run gives the arpeggio somewhere to land.
  for (const m of [62, 69, 74, 78]) {
    note(buf, {
      at: 0.5,
      dur: 0.95,
      freq: hz(m),
      gain: 0.22,
      partials: SOFT,
      env: { a: 0.08, d: 0.3, s: 0.6, r: 0.45 },
      vibrato: { rate: 5.5, depth: 0.004, delay: 0.15 },
    });
  }
  // High twinkles scattered over the tail: the "magic dust" on top of the fanfare.
  const rand = rng(0x5be11);
  const sparkle = [86, 88, 90, 93, 95, 98];
  for (let i = 0; i < 14; i++) {
    note(buf, {
      at: 0.35 + rand() * 0.85,
      dur: 0.25,
      freq: hz(sparkle[Math.floor(rand() * sparkle.length)]),
      gain: 0.08 + rand() * 0.07,
      partials: [
        [1, 1],
        [2.76, 0.2],
      ],
      env: { a: 0.002, tau: 0.06, r: 0.05 },
    });
  }
  shimmer(buf, { delay: 0.083, feedback: 0.5, mix: 0.35 });
  return finish(buf, { fadeOut: 0.08 });
}

function timerBegin() {
  const buf = track(0.6);
  // Rising fourth (G5 to C6): it asks "go!" without the finality of a full cadence.
  [
    [79, 0],
    [84, 0.14],
  ].forEach(([m, at]) =>
    note(buf, {
      at,
      dur: 0.6 - at,
      freq: hz(m),
      gain: 0.6,
      partials: BELL,
      env: { a: 0.006, tau: 0.16, r: 0.12 },
      brightDecay: 3,
    }),
  );
  shimmer(buf, { delay: 0.061, feedback: 0.3, mix: 0.2 });
  return finish(buf, { fadeOut: 0.05 });
}

function timerLoop() {
  const buf = track(0.15);
  // A pure, fast-decaying tone: heard five times in ten seconds, so it must not nag or ring on.
  note(buf, {
    at: 0,
    dur: 0.15,
    freq: 1318.5, // E6: cuts through speech and music without being shrill
    partials: [
      [1, 1],
      [2, 0.12],
    ],
    env: { a: 0.003, tau: 0.035, r: 0.03 },
  });
  return finish(buf, { fadeIn: 0.002, fadeOut: 0.02 });
}

function timerEnd() {
  const buf = track(1.0);
  // A low gong with a slight downward sag: time running out, not a failure sting.
  note(buf, {
    at: 0,
    dur: 1.0,
    freq: 98,
    gain: 0.8,
    partials: GONG,
    env: { a: 0.004, tau: 0.45, r: 0.3 },
    glide: -1,
    brightDecay: 1.2,
  });
  // A struck-metal "clang" an octave and a fifth up so small laptop speakers still hear it.
  note(buf, {
    at: 0,
    dur: 0.7,
    freq: 293.7,
    gain: 0.35,
    partials: GONG,
    env: { a: 0.002, tau: 0.12, r: 0.2 },
    glide: -2,
    brightDecay: 3,
  });
  // Slow beating between two close sines mimics the wobble of a real gong's bloom.
  note(buf, {
    at: 0.02,
    dur: 0.98,
    freq: 196.8,
    gain: 0.18,
    env: { a: 0.1, tau: 0.5, r: 0.3 },
  });
  return finish(buf, { fadeOut: 0.06 });
}

function winGame() {
  const buf = track(2.0);
  // Quick pickup into a held C major chord: the classic "ta-da-da-DAAA" victory shape.
  const pickup = [
    [67, 0.0, 0.14],
    [72, 0.12, 0.14],
    [76, 0.24, 0.14],
    [79, 0.36, 0.22],
  ];
  for (const [m, at, dur] of pickup) {
    note(buf, {
      at,
      dur,
      freq: hz(m),
      gain: 0.45,
      partials: BRASS,
      env: { a: 0.012, d: 0.05, s: 0.75, r: 0.04 },
    });
  }
  for (const m of [60, 64, 67, 72, 76]) {
    note(buf, {
      at: 0.56,
      dur: 1.4,
      freq: hz(m),
      gain: 0.26,
      partials: BRASS,
      env: { a: 0.03, d: 0.25, s: 0.65, r: 0.6 },
      vibrato: { rate: 5.2, depth: 0.005, delay: 0.3 },
    });
  }
  // A bell on the top note adds sparkle to the brass without muddying the chord.
  note(buf, {
    at: 0.56,
    dur: 1.4,
    freq: hz(84),
    gain: 0.25,
    partials: BELL,
    env: { tau: 0.4, r: 0.5 },
    brightDecay: 2,
  });
  shimmer(buf, { delay: 0.107, feedback: 0.4, mix: 0.25 });
  return finish(buf, { fadeOut: 0.12 });
}

function loseGame() {
  const buf = track(2.0);
  // E - D - C - A in A minor: a falling line that ends on the tonic, sad but resolved, so losing
  // feels like the end of a story rather than a punishment.
  const motif = [
    [76, 0.0, 0.42],
    [74, 0.38, 0.42],
    [72, 0.76, 0.42],
    [69, 1.14, 0.86],
  ];
  for (const [m, at, dur] of motif) {
    note(buf, {
      at,
      dur,
      freq: hz(m),
      gain: 0.5,
      partials: HOLLOW,
      env: { a: 0.06, d: 0.15, s: 0.7, r: Math.min(0.3, dur * 0.5) },
      vibrato: { rate: 4.5, depth: 0.006, delay: 0.12 },
    });
  }
  // A quiet low A minor pad underneath keeps the line from sounding thin and lonely.
  for (const m of [45, 52, 57, 60]) {
    note(buf, {
      at: 0.0,
      dur: 2.0,
      freq: hz(m),
      gain: 0.1,
      partials: SOFT,
      env: { a: 0.4, d: 0.5, s: 0.8, r: 0.7 },
    });
  }
  shimmer(buf, { delay: 0.131, feedback: 0.35, mix: 0.22, tone: 0.25 });
  return finish(buf, { fadeOut: 0.15 });
}

const sounds = {
  game_start: gameStart,
  timer_begin: timerBegin,
  timer_loop: timerLoop,
  timer_end: timerEnd,
  win_game: winGame,
  lose_game: loseGame,
};

mkdirSync(outDir, { recursive: true });
let total = 0;
for (const [name, make] of Object.entries(sounds)) {
  const samples = make();
  const bytes = wav(samples);
  const file = path.join(outDir, `${name}.wav`);
  writeFileSync(file, bytes);
  total += bytes.length;
  const seconds = (samples.length / RATE).toFixed(3);
  console.log(`${path.relative(root, file)}  ${seconds} s  ${bytes.length} bytes`);
}
console.log(`total ${total} bytes`);
