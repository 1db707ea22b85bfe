import { seededRandom } from "../../src/shared/random.js";
import { round1 } from "./samples.js";

/**
 * A few seconds of fixed work that say how fast this machine is today, printed with every benchmark
 * run. The development machine is a VM whose speed varies a lot between sessions, mostly in its
 * memory: on a slow day the server's young collections (pointer chasing) slowed while the rules'
 * warm-up (compute) did not (docs/performance.md). Compare runs only between days whose
 * references agree.
 */
export interface MachineReference {
  /** Nanoseconds per dependent load, chasing pointers at random through 256 MB. */
  memoryLatencyNs: number;
  /** Microseconds per 4 KB page written for the first time (the kernel's, and any hypervisor's, fault). */
  pageFaultUs: number;
  /** Milliseconds for a fixed amount of arithmetic in one thread, in cache. */
  computeMs: number;
}

/** Far larger than any cache, as the server's heap is: 256 MB unless told (the quick run uses less). */
const REFERENCE_BYTES = 256 * 1024 * 1024;
const CHASE_STEPS = 5_000_000;
const PAGE = 4096;

function memoryLatencyNs(bytes: number): number {
  const length = bytes / 4;
  const next = new Uint32Array(length);
  // One cycle through every slot (Sattolo's shuffle), so the chase never settles in a short loop.
  for (let index = 0; index < length; index++) next[index] = index;
  const random = seededRandom(1);
  for (let index = length - 1; index > 0; index--) {
    const other = Math.floor(random() * index);
    const held = next[index]!;
    next[index] = next[other]!;
    next[other] = held;
  }
  let at = 0;
  const start = process.hrtime.bigint();
  for (let step = 0; step < CHASE_STEPS; step++) at = next[at]!;
  const elapsed = Number(process.hrtime.bigint() - start);
  if (at < 0) throw new Error("unreachable: keeps the chase from being optimised away");
  return elapsed / CHASE_STEPS;
}

function pageFaultUs(size: number): number {
  const bytes = new Uint8Array(size);
  const start = process.hrtime.bigint();
  for (let offset = 0; offset < bytes.length; offset += PAGE) bytes[offset] = 1;
  return Number(process.hrtime.bigint() - start) / 1000 / (bytes.length / PAGE);
}

function computeMs(): number {
  const start = process.hrtime.bigint();
  let hash = 0x811c9dc5;
  for (let index = 0; index < 200_000_000; index++) hash = Math.imul(hash ^ index, 0x01000193);
  if (hash === 0.5) throw new Error("unreachable: keeps the loop from being optimised away");
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export function measureMachineReference(bytes = REFERENCE_BYTES): MachineReference {
  return {
    memoryLatencyNs: round1(memoryLatencyNs(bytes)),
    pageFaultUs: round1(pageFaultUs(bytes)),
    computeMs: Math.round(computeMs()),
  };
}

export function describeMachineReference(reference: MachineReference): string {
  return (
    `this machine today: memory latency ${reference.memoryLatencyNs} ns (chased at random), ` +
    `a first-touch page fault ${reference.pageFaultUs} µs, fixed arithmetic ${reference.computeMs} ms`
  );
}
