import type { VerseRecord, VersionMeta } from '../model';

/** Whether any token carries a Strong's number, and whether any carries a morphology code. */
export function tokenFlags(
  verses: readonly VerseRecord[],
): Pick<VersionMeta, 'hasStrongs' | 'hasMorphology'> {
  let hasStrongs = false;
  let hasMorphology = false;
  for (const verse of verses) {
    for (const token of verse.tokens) {
      hasStrongs ||= token.strongs.length > 0;
      hasMorphology ||= token.morph.length > 0;
    }
    if (hasStrongs && hasMorphology) break;
  }
  return { hasStrongs, hasMorphology };
}

/**
 * Metadata of an uploaded text: the uploader's overrides win, then what the file says, then neutral defaults.
 * Uploaded Strong's tags are not authoritative unless the administrator says so.
 */
export function uploadMeta(
  fileName: string,
  verses: readonly VerseRecord[],
  fromFile: Partial<VersionMeta> = {},
  overrides: Partial<VersionMeta> = {},
): VersionMeta {
  const stem = fileName.replace(/^.*[/\\]/, '').replace(/\.[^.]*$/, '');
  return {
    code: stem.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: stem,
    language: 'en',
    direction: 'ltr',
    versification: 'KJV',
    licence: 'unknown',
    attribution: '',
    source: `upload: ${fileName}`,
    strongsAuthoritative: false,
    ...tokenFlags(verses),
    ...fromFile,
    ...overrides,
  };
}
