import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnvFile } from "./envFile.js";

const names = ["SPELLBRAWL_TEST_FROM_FILE", "SPELLBRAWL_TEST_SET_BEFORE"] as const;

afterEach(() => {
  for (const name of names) delete process.env[name];
});

describe(".env in the working folder", () => {
  it("fills in what the environment leaves unset, and never replaces what it sets", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "spellbrawl-env-"));
    writeFileSync(
      path.join(folder, ".env"),
      "# a comment\nSPELLBRAWL_TEST_FROM_FILE=3998\nSPELLBRAWL_TEST_SET_BEFORE=from-file\n",
    );
    process.env.SPELLBRAWL_TEST_SET_BEFORE = "from-environment";
    expect(loadEnvFile(folder)).toBe(path.join(folder, ".env"));
    expect(process.env.SPELLBRAWL_TEST_FROM_FILE).toBe("3998");
    expect(process.env.SPELLBRAWL_TEST_SET_BEFORE).toBe("from-environment");
  });

  it("does nothing without a .env file", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "spellbrawl-env-"));
    expect(loadEnvFile(folder)).toBeNull();
    expect(process.env.SPELLBRAWL_TEST_FROM_FILE).toBeUndefined();
  });
});
