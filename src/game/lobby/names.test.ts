import { describe, expect, it } from "vitest";
import { createLobby, joinLobby } from "./membership.js";
import { isNameTaken, uniqueName } from "./names.js";

const lobby = joinLobby(
  createLobby("ABCDEF", { id: "host", name: "Mark", iconId: 0, language: "en" }, 8, 0),
  { id: "guest", name: "Ivan", iconId: 1, language: "en" },
  0,
);

describe("isNameTaken", () => {
  it("treats a look-alike in another script as the same name, case aside", () => {
    // Cyrillic М and а: the same letters to the eye.
    expect(isNameTaken(lobby, "\u041C\u0430rk")).toBe(true);
    expect(isNameTaken(lobby, "\u041C\u0410RK")).toBe(true);
    // Cyrillic І, and a zero-width joiner that shows nothing.
    expect(isNameTaken(lobby, "\u0406van")).toBe(true);
    expect(isNameTaken(lobby, "Iv\u200Dan")).toBe(true);
    // Case-insensitive as before; different names and the renamed player's own name pass.
    expect(isNameTaken(lobby, "mARK")).toBe(true);
    expect(isNameTaken(lobby, "ivan")).toBe(true);
    expect(isNameTaken(lobby, "Marc")).toBe(false);
    expect(isNameTaken(lobby, "\u041C\u0430rk", "host")).toBe(false);
  });
});

describe("uniqueName", () => {
  it("numbers a bot whose name looks like a member's", () => {
    expect(uniqueName(lobby, "\u041C\u0430rk")).toBe("\u041C\u0430rk 2");
  });
});
