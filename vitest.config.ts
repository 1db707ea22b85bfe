import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) runs the files one at a time on the 2-core
    // CI machine, where most of a file's time is spent waiting on servers it started, so two at a
    // time finish far sooner. The browser tests stay one file at a time (fileParallelism below).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["scripts/bench/**"],
          environment: "node",
          // The unit tests share their workers' loaded modules: the referee's 40 languages' lists
          // loaded again for every file were most of the project's time. Pure code has nothing to
          // leak between files; a test needing fresh modules resets them (warmUp.test.ts).
          isolate: false,
          // The referee's word lists for 40 languages load on first use: seconds on a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/embeddedDatabaseTemplate.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The load benchmark's own tests: its judging of targets, and a quick run of it.
        test: {
          name: "bench",
          include: ["tests/bench/**/*.test.ts", "scripts/bench/**/*.test.ts"],
          environment: "node",
          testTimeout: 150_000,
        },
      },
      {
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          globalSetup: ["tests/setup/embeddedDatabaseTemplate.ts"],
          environment: "node",
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
