// Words that introduce a sense rather than give one ("properly, self", "(absolutely) to create").
const LEAD_INS =
  /^(?:properly|literally|figuratively|by implication|specifically|generally|also|i\.e\.)[,:;]?\s+/i;

/**
 * A short gloss for an interlinear line from a Strong's entry: the first sense of the definition, without
 * parentheses and lead-in words; the first item of the KJV usage line when the definition gives none.
 */
export function shortGloss(definition: string, kjvUsage?: string | null): string {
  let text = definition
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(LEAD_INS, '');
  }
  const sense = text
    .split(/[;,:]|\s(?:i\.e\.|e\.g\.|Compare|See)\s/)[0]!
    .replace(/[.\s]+$/, '')
    .trim();
  if (sense && !/^[HG]\d+$/.test(sense)) return clip(sense);
  const usage = (kjvUsage ?? '')
    .replace(/\([^()]*\)/g, '')
    .split(',')
    .map((item) => item.replace(/[×+.[\]]/g, '').trim())
    .find(Boolean);
  return clip(usage ?? '');
}

function clip(text: string, max = 40): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}
