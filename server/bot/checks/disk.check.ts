import { readdir, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { AUDIO_CACHE_MAX_BYTES } from '../../hebrew/audio-cache';
import { formatBytes, type Check, type Finding } from '../check';

interface FileEntry {
  file: string;
  size: number;
  used: number;
}

/** Every file under `directory` (missing folders count as empty). */
async function files(directory: string): Promise<FileEntry[]> {
  const found: FileEntry[] = [];
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) found.push(...(await files(file)));
    else if (entry.isFile()) {
      const info = await stat(file).catch(() => undefined);
      if (info) found.push({ file, size: info.size, used: info.mtimeMs });
    }
  }
  return found;
}

const total = (entries: FileEntry[]) => entries.reduce((sum, entry) => sum + entry.size, 0);

/** Free space below this share of the disk is reported. */
export const LOW_DISK_SHARE = 0.05;

/**
 * The data folder fits its quota (the `bot.diskQuotaMb` setting), its disk has room, and the audio cache is no
 * larger than its limit; an oversized cache is pruned by the bot, least recently used files first.
 */
export const diskCheck: Check = {
  key: 'disk',
  directive: 'Keep the data folder within its disk quota and the audio cache within its size',
  priority: 50,
  async run({ config, settings }) {
    if (config.dataDir === 'memory://') return [];
    const findings: Finding[] = [];
    const quotaMb = Number(await settings.get('bot.diskQuotaMb'));
    const used = total(await files(config.dataDir));
    if (Number.isFinite(quotaMb) && quotaMb > 0 && used > quotaMb * 1024 * 1024)
      findings.push({
        fingerprint: 'disk:quota',
        elementType: 'disk',
        location: `Data folder ${config.dataDir}`,
        issue: `The data folder uses ${formatBytes(used)}, more than its quota of ${quotaMb} MB.`,
        remedy:
          'Free space (old uploads, converted files) or raise the quota (bot.diskQuotaMb in System Settings) if the disk has room.',
        severity: 'error',
        quotable: true,
      });
    const disk = await statfs(config.dataDir).catch(() => undefined);
    if (disk && disk.blocks > 0 && disk.bavail / disk.blocks < LOW_DISK_SHARE)
      findings.push({
        fingerprint: 'disk:free',
        elementType: 'disk',
        location: `Disk of ${config.dataDir}`,
        issue: `The disk holding the data folder is almost full: ${formatBytes(disk.bavail * disk.bsize)} free.`,
        remedy: 'Free space on the server or move the data folder (DATA_DIR) to a larger disk.',
        severity: 'error',
        quotable: true,
      });
    const cacheDirectory = path.join(config.dataDir, 'audio-cache');
    const cache = await files(cacheDirectory);
    const cacheBytes = total(cache);
    if (cacheBytes > AUDIO_CACHE_MAX_BYTES)
      findings.push({
        fingerprint: 'disk:audio-cache',
        elementType: 'audio cache',
        location: cacheDirectory,
        issue: `The Hebrew audio cache holds ${formatBytes(cacheBytes)}, more than its limit of ${formatBytes(AUDIO_CACHE_MAX_BYTES)}.`,
        remedy: 'Prune the least recently used audio files (they are made again on demand).',
        severity: 'warning',
        quotable: true,
        repair: async () => {
          let size = cacheBytes;
          let removed = 0;
          for (const entry of [...cache].sort((a, b) => a.used - b.used)) {
            if (size <= AUDIO_CACHE_MAX_BYTES) break;
            await rm(entry.file, { force: true });
            size -= entry.size;
            removed += 1;
          }
          return `Pruned ${removed} audio file${removed === 1 ? '' : 's'} from the cache, now ${formatBytes(size)}.`;
        },
      });
    return findings;
  },
};
