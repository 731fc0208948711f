import { describe, expect, it } from 'vitest';
import { pointedWordToPhonemes, toSpeechInput } from './pronunciation';

describe('pointed Hebrew to espeak-ng phonemes', () => {
  it.each([
    ['שָׁלוֹם', "Sal'om"],
    ['בֹּקֶר', 'b\'okeQ"'],
    ['תּוֹדָה', "tod'a"],
    ['בְּבַקָּשָׁה', "bevakaS'a"],
    ['סְלִיחָה', "s|liX'a"],
    ['מְאוֹד', "me'od"],
    ['שְׁלוֹמְךָ', "S|lom|X'a"],
    ['עִבְרִית', 'iv|Q"\'it'],
    ['עַכְשָׁיו', "aX|S'av"],
    ['רוּחַ', 'Q"\'uaX'],
    ['שָׁבוּעַ', "Sav'ua"],
    ['מַיִם', "m'ajim"],
    ['לְחַיִּים', "leXaj'im"],
    ['כָּתַבְתִּי', "kat'av|ti"],
    ['אָלֶף', "'alef"],
    ['שֶׁבַע', "S'eva"],
    ['קָפֶה', "kaf'e"],
    ['לָכֶם', "laX'em"],
    ['כָּל', "k'ol"],
    ['צָהֳרַיִם', 'tsohoQ"\'ajim'],
    ['אֵיפֹה', "'ej|fo"],
    ['תְּשַׁע', "teS'a"],
  ])('%s → %s', (word, phonemes) => {
    expect(pointedWordToPhonemes(word)).toBe(phonemes);
  });

  it('wraps pointed words, keeps unpointed words and punctuation, and turns maqaf into a space', () => {
    expect(toSpeechInput('מָה שְׁלוֹמְךָ?')).toBe("[[m'a]] [[S|lom|X'a]]?");
    expect(toSpeechInput('שלום, חבר')).toBe('שלום, חבר');
    expect(toSpeechInput('כָּל־יוֹם')).toBe("[[k'ol]] [[j'om]]");
    expect(toSpeechInput('בְּרֵאשִׁ֖ית בָּרָ֣א׃')).toBe('[[beQ"eS\'it]] [[baQ"\'a]].');
  });
});
