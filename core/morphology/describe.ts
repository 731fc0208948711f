import { describeMorphGnt, isMorphGnt } from './morphgnt';
import { describeOshb } from './oshb';
import { describeRobinson } from './robinson';

export { describeMorphGnt } from './morphgnt';
export { describeOshb } from './oshb';
export { describeRobinson } from './robinson';

const OSHB = /^[HA][A-Z]/;

/**
 * Any morphology code the imported texts carry, in plain English: OSHB (`HVqp3ms`), Robinson
 * (`robinson:V-AAI-3S`) and MorphGNT (`V-3AAI-S--`). Strong's tense-voice-mood codes (`strongMorph:TH8804`)
 * and unreadable codes give undefined, so a caller can show the raw code instead.
 */
export function describeMorphology(code: string): string | undefined {
  const trimmed = code.trim();
  if (trimmed.startsWith('robinson:')) return describeRobinson(trimmed);
  if (trimmed.includes(':')) return undefined;
  if (isMorphGnt(trimmed)) return describeMorphGnt(trimmed);
  if (OSHB.test(trimmed)) return describeOshb(trimmed) ?? describeRobinson(trimmed);
  return describeRobinson(trimmed);
}
