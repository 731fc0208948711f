import type { StrongsDefinition } from './strongsTypes';

/** The entry as plain text, for Copy, Share and Export: header, definition, origin and usage. */
export function entryAsText(entry: StrongsDefinition): string {
  const language = entry.language === 'hebrew' ? 'Hebrew' : 'Greek';
  const lines = [`${entry.strongsNumber} (${language}) ${entry.word}`];
  const sound = [entry.transliteration, entry.pronunciation ? `[${entry.pronunciation}]` : '']
    .filter(Boolean)
    .join(' ');
  if (sound) lines.push(sound);
  if (entry.partOfSpeech) lines.push(`Part of speech: ${entry.partOfSpeech}`);
  lines.push('', `Definition: ${entry.definition}`);
  if (entry.origin) lines.push(`Origin: ${entry.origin}`);
  if (entry.usage) lines.push(`KJV usage: ${entry.usage}`);
  if (entry.kjvUsage.length) {
    const renderings = entry.kjvUsage.map((item) => `${item.rendering} (${item.count})`).join(', ');
    lines.push(`KJV renderings: ${renderings}`);
  }
  lines.push(`Occurs in ${entry.totalOccurrences} verses in the KJV.`);
  return lines.join('\n');
}

/** The file name an exported entry is saved under. */
export function exportFileName(entry: Pick<StrongsDefinition, 'strongsNumber'>): string {
  return `strongs-${entry.strongsNumber}.txt`;
}
