// Why we own this: SWORD's own library is C++ (libsword) and we know of no maintained JavaScript reader;
// reading the modules ourselves keeps the import in Node with bounded inflation (decision 258).
import { closeSync, fstatSync, openSync, readFileSync, readSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IngestError } from '../model';

/** Where Debian's sword-text-* and sword-dict-* packages install modules. */
export const SWORD_LIBRARY = '/usr/share/sword';

/** A parsed SWORD module .conf: the fields the readers use, with SWORD's defaults applied, plus every entry. */
export interface SwordConf {
  /** Module id from the `[Name]` line. */
  moduleName: string;
  modDrv: string;
  /** Data path relative to the SWORD library root, without `./` (`modules/texts/ztext/kjv/`, or `…/dict` for zLD). */
  dataPath: string;
  versification: string;
  /** Declared encoding; SWORD assumes Latin-1 when absent (`undefined` here). */
  encoding: string | undefined;
  sourceType: string;
  blockType: string;
  compressType: string;
  cipherKey: string | undefined;
  /** Every value of every key in file order, keyed in lower case (`globaloptionfilter` repeats). */
  entries: ReadonlyMap<string, readonly string[]>;
}

/** The first value of a .conf key (case-insensitive), if present and not empty. */
export function confValue(conf: SwordConf, key: string): string | undefined {
  const value = conf.entries.get(key.toLowerCase())?.[0];
  return value === undefined || value === '' ? undefined : value;
}

/** Parses the text of a SWORD .conf; `fileName` names the file in errors. */
export function parseSwordConf(text: string, fileName: string): SwordConf {
  const entries = new Map<string, string[]>();
  let moduleName: string | undefined;
  let pending: { key: string; value: string } | undefined;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const store = ({ key, value }: { key: string; value: string }): void => {
    const values = entries.get(key) ?? [];
    values.push(value.trim());
    entries.set(key, values);
  };

  lines.forEach((line, index) => {
    if (pending) {
      // A value ending in a backslash continues on the next line (About=, History_x=).
      const continues = line.endsWith('\\');
      pending.value += ' ' + (continues ? line.slice(0, -1) : line);
      if (!continues) {
        store(pending);
        pending = undefined;
      }
      return;
    }
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const section = /^\[(.+)\]$/.exec(trimmed);
    if (section) {
      if (moduleName !== undefined)
        throw new IngestError(fileName, index + 1, 'a .conf describes one module only');
      moduleName = section[1]!.trim();
      return;
    }
    const equals = line.indexOf('=');
    if (moduleName === undefined)
      throw new IngestError(fileName, index + 1, 'expected the [ModuleName] line first');
    // libsword ignores lines that are not Key=Value; so do we.
    if (equals <= 0) return;
    const key = line.slice(0, equals).trim().toLowerCase();
    const value = line.slice(equals + 1);
    if (value.endsWith('\\')) pending = { key, value: value.slice(0, -1) };
    else store({ key, value });
  });
  if (pending) store(pending);
  if (moduleName === undefined) throw new IngestError(fileName, undefined, 'no [ModuleName] line');

  const first = (key: string): string | undefined => {
    const value = entries.get(key)?.[0];
    return value === '' ? undefined : value;
  };
  const modDrv = first('moddrv');
  const dataPath = first('datapath');
  if (!modDrv) throw new IngestError(fileName, undefined, 'ModDrv is missing');
  if (!dataPath) throw new IngestError(fileName, undefined, 'DataPath is missing');
  return {
    moduleName,
    modDrv,
    dataPath: dataPath.replace(/^(\.\/)+/, '').replace(/^\/+/, ''),
    versification: first('versification') ?? 'KJV',
    encoding: first('encoding'),
    sourceType: first('sourcetype') ?? 'Plaintext',
    blockType: (first('blocktype') ?? 'CHAPTER').toUpperCase(),
    compressType: (first('compresstype') ?? 'ZIP').toUpperCase(),
    cipherKey: first('cipherkey'),
    entries,
  };
}

/**
 * Reads a file of a module, by path relative to the SWORD library root; undefined when it does not exist.
 * `part`, when given, reads some bytes of a file and its size without the rest (decision 381): a reader that
 * keeps a module open reads its compressed blocks from the disk as asked instead of holding the whole file.
 */
export type ModuleFiles = ((relativePath: string) => Uint8Array | undefined) & {
  part?: ModuleFilePart;
};

/** A file's size (undefined when it does not exist) and `size` bytes of it from `offset`. */
export interface ModuleFilePart {
  size(relativePath: string): number | undefined;
  read(relativePath: string, offset: number, size: number): Uint8Array;
}

/** Module files read from an installed SWORD library (`/usr/share/sword`). */
export function directoryFiles(libraryRoot: string): ModuleFiles {
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  const files: ModuleFiles = (relativePath) => {
    try {
      return readFileSync(join(libraryRoot, relativePath));
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  };
  files.part = {
    size(relativePath) {
      let fd: number | undefined;
      try {
        fd = openSync(join(libraryRoot, relativePath), 'r');
        return fstatSync(fd).size;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      } finally {
        if (fd !== undefined) closeSync(fd);
      }
    },
    read(relativePath, offset, size) {
      const fd = openSync(join(libraryRoot, relativePath), 'r');
      try {
        const bytes = Buffer.alloc(size);
        const read = readSync(fd, bytes, 0, size, offset);
        return bytes.subarray(0, read);
      } finally {
        closeSync(fd);
      }
    },
  };
  return files;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Lenient = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/**
 * Decodes module text. A module that does not declare UTF-8 is read as UTF-8 when the bytes are valid UTF-8,
 * because some .conf files omit `Encoding=UTF-8` for UTF-8 data (StrongsHebrew), else as Latin-1.
 */
export function decodeModuleText(bytes: Uint8Array, encoding: string | undefined): string {
  if (encoding?.toUpperCase() === 'UTF-8') return utf8Lenient.decode(bytes);
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

/** The path of a module's .conf in `<root>/mods.d`, matched on its `[Name]` line, ignoring case. */
export function findConf(root: string, moduleName: string): string {
  const directory = join(root, 'mods.d');
  let names: string[];
  try {
    names = readdirSync(directory).filter((name) => name.endsWith('.conf'));
  } catch {
    throw new IngestError(directory, undefined, 'no SWORD library here (install e.g. sword-text-kjv)');
  }
  const wanted = moduleName.toLowerCase();
  const byFileName = names.find((name) => name.slice(0, -5).toLowerCase() === wanted);
  if (byFileName) return join(directory, byFileName);
  for (const name of names) {
    const header = /^\s*\[([^\]]+)\]/m.exec(readFileSync(join(directory, name), 'utf8'));
    if (header?.[1]?.trim().toLowerCase() === wanted) return join(directory, name);
  }
  throw new IngestError(directory, undefined, `module ${moduleName} is not installed`);
}
