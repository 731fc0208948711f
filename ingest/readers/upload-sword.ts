import { type BibleText, IngestError, type VersionMeta } from '../model';
import { readSwordBible } from './sword-bible';
import { decodeModuleText, parseSwordConf } from './sword-conf';
import { readZip } from './zip';

/**
 * Reads a SWORD Bible module packed as a zip (`mods.d/<name>.conf` plus the data files its `DataPath` names,
 * possibly inside one top-level folder), with the same zText reader as installed modules.
 */
export async function readSwordZip(
  fileName: string,
  bytes: Uint8Array,
  meta: Partial<VersionMeta> = {},
): Promise<BibleText> {
  const entries = await readZip(fileName, bytes);
  const confs = [...entries.keys()].filter((path) => /(^|\/)mods\.d\/[^/]+\.conf$/i.test(path));
  if (confs.length === 0)
    throw new IngestError(fileName, undefined, 'no mods.d/*.conf: not a SWORD module archive');
  const parsed = confs.map((path) => ({
    path,
    conf: parseSwordConf(decodeModuleText(entries.get(path)!, undefined), path),
  }));
  const bibles = parsed.filter(({ conf }) => /^ztext4?$/i.test(conf.modDrv));
  if (bibles.length === 0) {
    const drivers = parsed.map(({ conf }) => `${conf.moduleName} (${conf.modDrv})`).join(', ');
    throw new IngestError(fileName, undefined, `no Bible text module (zText) in the archive: ${drivers}`);
  }
  if (bibles.length > 1) {
    const names = bibles.map(({ conf }) => conf.moduleName).join(', ');
    throw new IngestError(fileName, undefined, `upload one Bible module at a time, found ${names}`);
  }
  const { path, conf } = bibles[0]!;
  // DataPath is relative to the folder that holds mods.d/.
  const root = path.slice(0, path.toLowerCase().lastIndexOf('mods.d/'));
  return readSwordBible(conf, (relative) => entries.get(root + relative), { meta });
}
