import { z } from 'zod';

export const offlinePackSchema = z
  .object({
    kind: z.enum(['version', 'lexicon']),
    code: z.string().describe("A version's code, or `strongs` for the Hebrew and Greek lexicon"),
    name: z.string(),
    hasStrongs: z.boolean(),
    file: z
      .string()
      .describe('Where to download it: the name holds its content hash, so a new import gives a new name'),
    hash: z.string().describe('The first 16 hex digits of the SHA-256 of the uncompressed pack'),
    bytes: z.number().int().describe('The download, brotli-compressed'),
    storedBytes: z.number().int().describe('The pack uncompressed, as the browser keeps it'),
  })
  .describe('One download a browser may keep to read offline (decision 415)');

export type OfflinePack = z.infer<typeof offlinePackSchema>;

export const offlinePacksResponse = z
  .object({ packs: z.array(offlinePackSchema) })
  .describe('GET /api/offline/packs: what a browser may keep to read and search offline');

export type OfflinePacksResponse = z.infer<typeof offlinePacksResponse>;
