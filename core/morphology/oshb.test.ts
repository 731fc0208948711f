import { describe, expect, it } from 'vitest';
import { describeOshb } from './oshb';

describe('describeOshb', () => {
  it.each([
    ['HVqp3ms', 'verb, qal perfect, 3rd masculine singular'],
    ['HVNi3fs', 'verb, niphal imperfect, 3rd feminine singular'],
    ['HVhw3mp', 'verb, hiphil sequential imperfect, 3rd masculine plural'],
    ['HVpq2ms', 'verb, piel sequential perfect, 2nd masculine singular'],
    ['HVtv2mp', 'verb, hithpael imperative, 2nd masculine plural'],
    ['HVqh1cs', 'verb, qal cohortative, 1st common singular'],
    ['HVqj3ms', 'verb, qal jussive, 3rd masculine singular'],
    ['HVqrmsa', 'verb, qal active participle, masculine singular absolute'],
    ['HVqsfpc', 'verb, qal passive participle, feminine plural construct'],
    ['HVqa', 'verb, qal infinitive absolute'],
    ['HVqc', 'verb, qal infinitive construct'],
    ['HVQp3ms', 'verb, qal passive perfect, 3rd masculine singular'],
    ['HNcmpa', 'noun, masculine plural absolute'],
    ['HNcbsa', 'noun, either gender singular absolute'],
    ['HNcfdc', 'noun, feminine dual construct'],
    ['HNgmpa', 'gentilic noun, masculine plural absolute'],
    ['HNxxxa', 'noun, absolute'],
    ['HNp', 'proper noun'],
    ['HNpl', 'proper noun, place name'],
    ['HAamsa', 'adjective, masculine singular absolute'],
    ['HAcfsc', 'cardinal number, feminine singular construct'],
    ['HAompa', 'ordinal number, masculine plural absolute'],
    ['HPp3ms', 'personal pronoun, 3rd masculine singular'],
    ['HPdxcs', 'demonstrative pronoun, common singular'],
    ['HPi', 'interrogative pronoun'],
    ['HPrxcs', 'relative pronoun, common singular'],
    ['HTo', 'direct object marker'],
    ['HTn', 'negative particle'],
    ['HTi', 'interrogative particle'],
    ['HT', 'particle'],
    ['HC', 'conjunction'],
    ['HD', 'adverb'],
    ['HR', 'preposition'],
    ['HRd', 'preposition with article'],
    ['HR/Ncfsa', 'preposition + noun, feminine singular absolute'],
    ['HTd/Ncmpa', 'definite article + noun, masculine plural absolute'],
    ['HC/To', 'conjunction + direct object marker'],
    ['HC/Vqw3ms', 'conjunction + verb, qal sequential imperfect, 3rd masculine singular'],
    ['HNcmsc/Sp3ms', 'noun, masculine singular construct + pronominal suffix, 3rd masculine singular'],
    ['HNcfsa/Sd', 'noun, feminine singular absolute + directional he'],
    ['HVqi3mp/Sn', 'verb, qal imperfect, 3rd masculine plural + paragogic nun'],
    ['AVqp3ms', 'Aramaic verb, peal perfect, 3rd masculine singular'],
    ['AVap3mp', 'Aramaic verb, aphel perfect, 3rd masculine plural'],
    ['ANcmsd', 'Aramaic noun, masculine singular determined'],
  ])('%s → %s', (code, text) => {
    expect(describeOshb(code)).toBe(text);
  });

  it.each(['', 'H', 'XVqp3ms', 'HVqp3ms/', 'HVZp3ms', 'HVqz3ms', 'HNcmsa9', 'HNzmsa', 'HTz', 'HTo3'])(
    'cannot read %j',
    (code) => {
      expect(describeOshb(code)).toBeUndefined();
    },
  );
});
