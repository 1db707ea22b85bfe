import type { Game } from "../../src/shared/documents.js";
import { callFunction, getJson, signInGuest, signUp, type Session } from "./api.js";

/** Polls a member's view of a game until `test` holds. */
export async function waitForGame(
  base: string,
  code: string,
  session: Session,
  test: (game: Game) => boolean,
  ms = 10_000,
): Promise<Game> {
  const deadline = Date.now() + ms;
  let last: Game | null = null;
  while (Date.now() < deadline) {
    const answer = await getJson(`${base}/api/games/${code}`, session.token);
    if (answer.status === 200) {
      last = answer.body.doc as Game;
      if (test(last)) return last;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `game ${code} never matched; last round ${last?.currentRound}, over ${JSON.stringify(last?.gameOver)}`,
  );
}

export interface Table {
  host: Session;
  guests: Session[];
  code: string;
  call: (name: string, data: unknown, session: Session) => ReturnType<typeof callFunction>;
}

/** A host and guests in a lobby with the given settings, and optionally bots; not started yet. */
export async function seatTable(
  base: string,
  guestNames: string[],
  settings: Record<string, unknown>,
  bots = 0,
): Promise<Table> {
  const call = (name: string, data: unknown, session: Session) =>
    callFunction(base, name, data, session.token);
  const host = await signUp(base);
  const created = await call(
    "createLobby",
    { playerName: "Merlin", iconId: 0, language: "en" },
    host,
  );
  const code = (created.body.result as { code: string }).code;
  const guests: Session[] = [];
  for (const playerName of guestNames) {
    const guest = await signInGuest(base);
    await call("joinLobby", { lobbyCode: code, playerName, iconId: 1, language: "en" }, guest);
    guests.push(guest);
  }
  for (let bot = 0; bot < bots; bot += 1) await call("addBot", { lobbyCode: code }, host);
  const answer = await call("updateSettings", { lobbyCode: code, settings }, host);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return { host, guests, code, call };
}

/** `seatTable`, then the host starts the game and round 1 opens. */
export async function startTable(
  base: string,
  guestNames: string[],
  settings: Record<string, unknown>,
): Promise<Table> {
  const table = await seatTable(base, guestNames, settings);
  await table.call("startGame", { lobbyCode: table.code }, table.host);
  await waitForGame(base, table.code, table.host, (g) => g.roundState.inProgress, 10_000);
  return table;
}
