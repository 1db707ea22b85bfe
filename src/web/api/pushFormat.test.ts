import { describe, expect, it } from "vitest";
import { mustReload } from "./pushFormat.js";

describe("mustReload", () => {
  it("reloads for a server that pushes in a newer form", () => {
    expect(mustReload(3, 2)).toBe(true);
  });

  it("stays for the same form, an older server, or one that does not say", () => {
    expect(mustReload(2, 2)).toBe(false);
    expect(mustReload(1, 2)).toBe(false);
    expect(mustReload(undefined, 2)).toBe(false);
  });
});
