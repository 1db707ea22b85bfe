export type SourceFolder = "shared" | "game" | "simulator" | "server" | "web" | "cli";

export const FORBIDDEN_IMPORTS: Record<SourceFolder, SourceFolder[]>;
