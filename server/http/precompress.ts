import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/** The file types worth compressing (fonts and images in woff2/png/jpg are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|wasm|woff)$/;

/** Smaller files gain nothing from compression (the headers cost more than they save). */
const MIN_BYTES = 1024;

export interface PrecompressOutcome {
  /** Paths relative to the directory, of the files given a .br and a .gz beside them. */
  compressed: string[];
  /** Bytes of the originals, of their brotli and gzip forms. */
  bytes: { original: number; br: number; gzip: number };
}

/** Every file under `directory`, relative to it, with forward slashes. */
export function filesUnder(directory: string, under = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(directory, under), { withFileTypes: true })) {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesUnder(directory, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside every compressible file of the
 * built web app, once, at build time (decision 211), so that the server sends them without compressing
 * anything per request. Files whose forms would not be smaller are left alone, and each form is decompressed
 * again before it is written: the build fails rather than ship a file that differs from its original.
 */
export function precompressDirectory(directory: string): PrecompressOutcome {
  const outcome: PrecompressOutcome = { compressed: [], bytes: { original: 0, br: 0, gzip: 0 } };
  for (const relative of filesUnder(directory)) {
    if (!COMPRESSIBLE.test(relative) || relative.endsWith('.map')) continue;
    const file = path.join(directory, relative);
    if (statSync(file).size < MIN_BYTES) continue;
    const original = readFileSync(file);
    const br = brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    });
    const gzip = gzipSync(original, { level: 9 });
    if (br.length >= original.length && gzip.length >= original.length) continue;
    if (!brotliDecompressSync(br).equals(original) || !gunzipSync(gzip).equals(original)) {
      throw new Error(`${relative}: a compressed form does not decompress to the original`);
    }
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzip);
    outcome.compressed.push(relative);
    outcome.bytes.original += original.length;
    outcome.bytes.br += br.length;
    outcome.bytes.gzip += gzip.length;
  }
  return outcome;
}

/**
 * The compressed files under `directory` (`x.br`, `x.gz`) that do not decompress to their original `x`, or
 * whose original is missing; empty when every one is right. Also checks that each compressed form comes with
 * the other, since the server offers both.
 */
export function precompressedMismatches(directory: string): string[] {
  const files = new Set(filesUnder(directory));
  const wrong: string[] = [];
  for (const relative of files) {
    const match = /^(.*)\.(br|gz)$/.exec(relative);
    if (!match) continue;
    const [, originalPath, kind] = match as unknown as [string, string, 'br' | 'gz'];
    if (!files.has(originalPath) || !files.has(`${originalPath}.${kind === 'br' ? 'gz' : 'br'}`)) {
      wrong.push(relative);
      continue;
    }
    const packed = readFileSync(path.join(directory, relative));
    const original = readFileSync(path.join(directory, originalPath));
    // Unpacked no further than the original's size plus a byte: a longer one is wrong without being held.
    const bound = { maxOutputLength: original.length + 1 };
    try {
      const unpacked = kind === 'br' ? brotliDecompressSync(packed, bound) : gunzipSync(packed, bound);
      if (!unpacked.equals(original)) wrong.push(relative);
    } catch {
      wrong.push(relative);
    }
  }
  return wrong;
}
