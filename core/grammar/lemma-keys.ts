import { foldWord } from '../search/normalise';

/** Latin letters as typed: marks and apostrophe-like letters (ʼ ʽ ʾ ʿ) dropped, lower case. */
export function transliterationKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/g, '');
}

const GREEK_LATIN: Record<string, string> = {
  α: 'a',
  β: 'b',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'e',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  τ: 't',
  υ: 'u',
  φ: 'ph',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/**
 * A Greek word in Latin letters as students type it (`ἀγαπάω` → `agapao`, `λόγος` → `logos`): one letter for
 * one, `γγ` as `ng`, a rough breathing as a leading `h`.
 */
export function greekTransliteration(word: string): string {
  const rough = /^\P{L}*\p{L}\p{M}*\u0314/u.test(word.normalize('NFD')) ? 'h' : '';
  const folded = foldWord(word, 'grc');
  let out = rough;
  for (let index = 0; index < folded.length; index++) {
    const letter = folded[index]!;
    if (letter === 'γ' && /[γκξχ]/.test(folded[index + 1] ?? '')) out += 'n';
    else out += GREEK_LATIN[letter] ?? '';
  }
  return out;
}

/** The keys a lemma is found by: its folded form (no accents or points) and its transliteration's. */
export function lemmaKeys(lemma: string, transliteration?: string): string[] {
  const keys = new Set<string>();
  if (lemma) keys.add(foldWord(lemma, 'grc'));
  if (/\p{Script=Greek}/u.test(lemma)) keys.add(greekTransliteration(lemma));
  if (transliteration) keys.add(transliterationKey(transliteration));
  keys.delete('');
  return [...keys];
}

/** What a typed `lemma:` value is looked up by: Latin letters as a transliteration, others folded. */
export function typedLemmaKey(text: string): string {
  return /^[\p{Script=Latin}\p{M}ʼʽʾʿ'-]+$/u.test(text) ? transliterationKey(text) : foldWord(text, 'grc');
}
