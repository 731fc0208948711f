/**
 * A deliberately simple English stem for the optional "all forms" search: words that share a stem are
 * offered together (`love`, `loved`, `loves`, `loveth`, `lovest`, `loving`; `priest`, `priests`). It strips up
 * to two inflections (`-ing`, `-eth`, `-est`, `-ed`, `-es`, `-s`, `-ies`/`-ied` → `y`), then a final `e` and a
 * doubled final consonant, and never leaves fewer than three letters. It does not touch derivations (`-er`,
 * `-ly`, `-ness`: `mother` is not `moth`) or irregular forms (`men`, `spake`).
 */
export function englishStem(word: string): string {
  let stem = word;
  for (let pass = 0; pass < 2; pass++) {
    const next = stripInflection(stem);
    if (next === stem) break;
    stem = next;
  }
  if (stem.length > MIN_STEM && stem.endsWith('i')) stem = `${stem.slice(0, -1)}y`;
  if (stem.length > MIN_STEM && stem.endsWith('e')) stem = stem.slice(0, -1);
  if (stem.length > MIN_STEM && /([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

const INFLECTIONS = ['ing', 'eth', 'est', 'ed', 'es', 's'];
const MIN_STEM = 3;

function stripInflection(word: string): string {
  if (word.length > 4 && /ie[sd]$/.test(word)) return `${word.slice(0, -3)}y`;
  for (const suffix of INFLECTIONS) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_STEM) continue;
    const stem = word.slice(0, -suffix.length);
    // `bless`, `jesus`, `this`: an s after s, u or i is part of the word.
    if (suffix === 's' && /[sui]$/.test(stem)) return word;
    return stem;
  }
  return word;
}
