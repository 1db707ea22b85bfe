/**
 * Who may not import whom, as the table in docs/architecture.md says: each folder of `src` with
 * the folders of ours it may not import. eslint.config.js enforces it; boundaries.test.ts proves
 * every entry and checks the table.
 */
export const FORBIDDEN_IMPORTS = {
  shared: ["game", "simulator", "server", "web", "cli"],
  game: ["simulator", "server", "web", "cli"],
  simulator: ["game", "server", "web", "cli"],
  server: ["web", "cli"],
  web: ["simulator", "server", "cli"],
  cli: ["web"],
};
