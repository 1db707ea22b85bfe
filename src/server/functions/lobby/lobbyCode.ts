import { randomInt } from "node:crypto";
import { LOBBY_CODE_ALPHABET, LOBBY_CODE_LENGTH } from "../../../shared/constants.js";

/** Six characters from an alphabet without look-alikes, drawn with a cryptographic source. */
export function generateLobbyCode(): string {
  let code = "";
  for (let index = 0; index < LOBBY_CODE_LENGTH; index += 1) {
    code += LOBBY_CODE_ALPHABET[randomInt(LOBBY_CODE_ALPHABET.length)];
  }
  return code;
}

export function randomSeed(): number {
  return randomInt(2 ** 32 - 1);
}
