import { isMuted } from "../preferences/mute.js";

export type SoundName =
  "game_start" | "timer_begin" | "timer_loop" | "timer_end" | "win_game" | "lose_game";

/** SPEC section 9: beeps at 0.3, start and end sounds at 0.5. */
const VOLUME: Record<SoundName, number> = {
  timer_begin: 0.3,
  timer_loop: 0.3,
  game_start: 0.5,
  timer_end: 0.5,
  win_game: 0.5,
  lose_game: 0.5,
};

const cache = new Map<SoundName, HTMLAudioElement>();

/** Plays one of the game's sounds from /sounds/{name}.wav, unless muted. */
export function playSound(name: SoundName): void {
  if (isMuted()) return;
  let audio = cache.get(name);
  if (!audio) {
    audio = new Audio(`/sounds/${name}.wav`);
    cache.set(name, audio);
  }
  // A clone lets a tick start while the previous one still rings.
  const voice = audio.cloneNode() as HTMLAudioElement;
  voice.volume = VOLUME[name];
  voice.dataset.sound = name;
  // Autoplay rules may refuse sound before the player has interacted with the page.
  voice.play().catch(() => undefined);
}
