import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { FORBIDDEN_IMPORTS, type SourceFolder } from "./forbiddenImports.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const folders = Object.keys(FORBIDDEN_IMPORTS) as SourceFolder[];

/** Each folder's "May import" cell of the table in docs/architecture.md, as folder names. */
function documentedImports(): Map<string, string[]> {
  const rows = readFileSync(`${root}docs/architecture.md`, "utf8")
    .split("\n")
    .filter((line) => /^\|\s*`src\/\w+`/u.test(line));
  return new Map(
    rows.map((row) => {
      const cells = row.split("|").map((cell) => cell.trim());
      const folder = /`src\/(\w+)`/u.exec(cells[1]!)![1]!;
      const allowed = [...cells.at(-2)!.matchAll(/`src\/(\w+)`/gu)].map((match) => match[1]!);
      return [folder, allowed];
    }),
  );
}

/** The rule messages ESLint gives a file of `folder` (at `depth` below it) importing `other`. */
async function lintImport(folder: string, other: string, depth: number): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const up = "../".repeat(depth + 1);
  const code = `import { value } from "${up}${other}/module.js";\nexport const copy = value;\n`;
  const nested = Array.from({ length: depth }, (_, index) => `level${index}/`).join("");
  const [result] = await eslint.lintText(code, {
    filePath: `${root}src/${folder}/${nested}boundaryFixture.ts`,
  });
  return result!.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("who may import whom", () => {
  it("is what docs/architecture.md's table says", () => {
    const table = documentedImports();
    expect([...table.keys()].sort()).toEqual([...folders].sort());
    for (const folder of folders) {
      const allowed = folders.filter(
        (other) => other !== folder && !FORBIDDEN_IMPORTS[folder].includes(other),
      );
      expect(table.get(folder)?.sort(), folder).toEqual(allowed.sort());
    }
  });

  it("fails lint for every forbidden import and passes every allowed one", async () => {
    for (const folder of folders)
      for (const other of folders.filter((name) => name !== folder))
        for (const depth of [0, 2]) {
          const messages = await lintImport(folder, other, depth);
          const forbidden = FORBIDDEN_IMPORTS[folder].includes(other);
          expect(messages.length, `src/${folder} importing src/${other}`).toBe(forbidden ? 1 : 0);
        }
  }, 60_000);
});
