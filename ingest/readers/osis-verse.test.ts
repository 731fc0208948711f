import { describe, expect, it } from 'vitest';
import { decodeEntities, osisFragmentToVerse, strongsFromLemma } from './osis-verse';

describe('osisFragmentToVerse', () => {
  it('extracts text and Strong-tagged tokens', () => {
    const verse = osisFragmentToVerse(
      'In the <w lemma="strong:H7225">beginning</w> <w lemma="strong:H0430">God</w> <w lemma="strong:H1254">created</w> the <w lemma="strong:H8064">heaven</w>.',
    );
    expect(verse.text).toBe('In the beginning God created the heaven.');
    expect(verse.tokens).toEqual([
      { text: 'beginning', strongs: ['H7225'], morph: [] },
      { text: 'God', strongs: ['H430'], morph: [] },
      { text: 'created', strongs: ['H1254'], morph: [] },
      { text: 'heaven', strongs: ['H8064'], morph: [] },
    ]);
  });

  it('keeps several Strong numbers and morph codes of one word, and skips non-Strong lemmas', () => {
    const verse = osisFragmentToVerse(
      '<w src="4 5" lemma="strong:G3588 strong:G2316 lemma.TR:ο lemma.TR:θεος" morph="robinson:T-NSM robinson:N-NSM">God</w>',
    );
    expect(verse.tokens).toEqual([
      { text: 'God', strongs: ['G3588', 'G2316'], morph: ['robinson:T-NSM', 'robinson:N-NSM'] },
    ]);
    expect(verse.words[0]?.attributes.src).toBe('4 5');
  });

  it('strips leaked USFM markers and tolerates the stray end tag that follows them', () => {
    const verse = osisFragmentToVerse(
      'but by my <w lemma="strong:H8034">name</w> \\nd <w lemma="strong:H3068">JEHOVAH</w></divineName> was I not known\\+nd*.',
    );
    expect(verse.text).toBe('but by my name JEHOVAH was I not known.');
    expect(verse.tokens.map((token) => token.text)).toEqual(['name', 'JEHOVAH']);
  });

  it('drops notes and puts a space where a note was glued between two words', () => {
    const verse = osisFragmentToVerse(
      '<w lemma="strong:H0430">God</w><note placement="foot"><reference>1:1 </reference>Elohim.</note><w lemma="strong:H1254">created</w> the earth<note>n</note>. His <q who="Jesus">only born</q><note>x</note><q who="Jesus">Son</q>',
    );
    expect(verse.text).toBe('God created the earth. His only born Son');
  });

  it('keeps added words, quotations and divine names, and removes pilcrows', () => {
    const verse = osisFragmentToVerse(
      '<q marker="" who="Jesus">¶ <w lemma="strong:G1063">For</w> God</q> <transChange type="added">is</transChange> <divineName>Lord</divineName>',
    );
    expect(verse.text).toBe('For God is Lord');
    const upper = osisFragmentToVerse('the <divineName>Lord’s</divineName> passover', {
      upperCaseDivineName: true,
    });
    expect(upper.text).toBe('the LORD’S passover');
  });

  it('sets canonical titles apart and drops other titles', () => {
    const verse = osisFragmentToVerse(
      '<title type="section">Heading</title><div type="x-milestone" subType="x-preverse" sID="pv1"/><title canonical="true" type="psalm">A Psalm of <w lemma="strong:H1732">David</w>.</title> <lg sID="a"/> <l level="1" sID="b"/>LORD, how are they increased!<l eID="b"/>',
    );
    expect(verse.text).toBe('LORD, how are they increased!');
    expect(verse.title).toBe('A Psalm of David.');
    expect(verse.tokens).toEqual([]);
  });

  it('stops at the end of the chapter (the WEB glossary after Revelation 22:21)', () => {
    const verse = osisFragmentToVerse(
      'Amen.</q><chapter eID="Rev.22"/><div type="glossary">Abba: Father</div>',
    );
    expect(verse.text).toBe('Amen.');
  });

  it('records empty words but makes no token of them', () => {
    const verse = osisFragmentToVerse(
      '<w src="12" lemma="strong:G3588 lemma.TR:το" morph="robinson:T-ASN"/><w src="2">For</w>',
    );
    expect(verse.tokens).toHaveLength(1);
    expect(verse.words).toHaveLength(2);
    expect(verse.words[0]).toEqual({
      attributes: { src: '12', lemma: 'strong:G3588 lemma.TR:το', morph: 'robinson:T-ASN' },
      text: '',
    });
  });

  it('decodes entities in text and attributes and ignores comments', () => {
    const verse = osisFragmentToVerse(
      'Tom &amp; Jerry<!-- x -->&#8217;s &#x2014; <w lemma="strong:H1&amp;">x</w>',
    );
    expect(verse.text).toBe('Tom & Jerry’s — x');
  });
});

describe('strongsFromLemma', () => {
  it('normalises every strong: entry', () => {
    expect(strongsFromLemma('strong:H0853 strong:H01254 lemma.TR:γαρ x-Strongs:G25')).toEqual([
      'H853',
      'H1254',
      'G25',
    ]);
    expect(strongsFromLemma(undefined)).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('leaves unknown entities alone', () => {
    expect(decodeEntities('&nbsp;&lt;&#65;')).toBe('&nbsp;<A');
  });
});
