/**
 * Which screen module draws a path, named as the web build's manifest names it (relative to
 * src/web). The server uses it to hint the browser to fetch that screen's code with the page.
 */
const SCREENS: [RegExp, string][] = [
  [/^\/$/, "screens/home/HomeScreen.tsx"],
  [/^\/lobby\/create\/?$/, "screens/lobby/CreateLobbyScreen.tsx"],
  [/^\/lobby\/[^/]+\/?$/, "screens/lobby/LobbyScreen.tsx"],
  [/^\/game\/[^/]+\/?$/, "screens/game/GameScreen.tsx"],
  [/^\/login\/?$/, "screens/login/LoginScreen.tsx"],
  [/^\/account\/?$/, "screens/account/AccountScreen.tsx"],
  [/^\/pricing\/?$/, "screens/pricing/PricingScreen.tsx"],
];

export function screenModuleFor(pathname: string): string | null {
  return SCREENS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
