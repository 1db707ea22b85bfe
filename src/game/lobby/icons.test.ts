import { describe, expect, it } from "vitest";
import type { Lobby } from "../../shared/documents.js";
import { addBot } from "./bots.js";
import { freeIcon } from "./icons.js";
import { createLobby, joinLobby } from "./membership.js";

const host = { id: "host", name: "Merlin", iconId: 0, language: "en" };
const wizard = (id: string, iconId: number) => ({
  id,
  name: `Wizard ${id}`,
  iconId,
  language: "en",
});

/** A lobby of 15 seats whose players wear these icons, in joining order. */
function wearing(...icons: number[]): Lobby {
  let lobby = createLobby("ABCDEF", { ...host, iconId: icons[0] ?? 0 }, 15, 0);
  icons.slice(1).forEach((icon, index) => {
    lobby = joinLobby(lobby, wizard(`p${index}`, icon), 0);
  });
  return lobby;
}

describe("freeIcon", () => {
  it("keeps the wizard asked for while nobody wears it", () => {
    expect(freeIcon(wearing(0), 2)).toBe(2);
  });

  it("gives the next free wizard after a taken one", () => {
    expect(freeIcon(wearing(0), 0)).toBe(1);
    expect(freeIcon(wearing(0, 1), 1)).toBe(2);
    expect(freeIcon(wearing(3), 3)).toBe(0);
  });

  it("past four players gives the least worn wizard", () => {
    const lobby = wearing(0, 1, 2, 3, 0, 1);
    expect(freeIcon(lobby, 0)).toBe(2);
    expect(freeIcon(lobby, 3)).toBe(3);
  });
});

describe("joining as the wizard someone already wears", () => {
  it("seats friends who all kept the first wizard as four different ones", () => {
    let lobby = createLobby("ABCDEF", host, 8, 0);
    for (const id of ["a", "b", "c"]) lobby = joinLobby(lobby, wizard(id, 0), 0);
    const icons = Object.values(lobby.players).map((player) => player.iconId);
    expect(icons.sort()).toEqual([0, 1, 2, 3]);
  });

  it("gives a bot a wizard nobody wears while one is free", () => {
    let lobby = createLobby("ABCDEF", host, 8, 0);
    for (const seed of [1, 2, 3]) lobby = addBot(lobby, "host", seed, 0);
    const icons = Object.values(lobby.players).map((player) => player.iconId);
    expect(new Set(icons).size).toBe(4);
  });
});
