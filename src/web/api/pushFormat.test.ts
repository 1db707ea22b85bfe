import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PUSH_FORMAT } from "../../shared/protocol.js";
import { reloadIfOutdated } from "./pushFormat.js";

const reload = vi.fn();

beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  vi.stubGlobal("window", { location: { reload } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockReset();
});

describe("reloadIfOutdated", () => {
  it("reloads for a server that pushes in a newer form, once for that form", () => {
    expect(reloadIfOutdated(PUSH_FORMAT + 1)).toBe(true);
    // The reloaded page still got the old code (a cache): it stays rather than reload for ever.
    expect(reloadIfOutdated(PUSH_FORMAT + 1)).toBe(false);
    // A later deploy's form is another reason.
    expect(reloadIfOutdated(PUSH_FORMAT + 2)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("stays for the same form, an older server met during a rolling deploy, or one that does not say", () => {
    expect(reloadIfOutdated(PUSH_FORMAT)).toBe(false);
    expect(reloadIfOutdated(PUSH_FORMAT - 1)).toBe(false);
    expect(reloadIfOutdated(undefined)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
