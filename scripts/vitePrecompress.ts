import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, once, at
 * the highest levels; the server hands them to browsers that accept them (`preCompressed`), so
 * a phone downloads far fewer bytes and the server compresses nothing per request.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "spellbrawl-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
