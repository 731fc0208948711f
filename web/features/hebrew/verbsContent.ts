import type { Binyan } from '../../../content/hebrew/schemas';

/** What each binyan does to a root, for the Binyanim Overview. */
export const BINYAN_NOTES: Record<Binyan, { biblical: string; meaning: string; example: string }> = {
  "Pa'al": { biblical: 'Qal', meaning: 'The simple, active form of a root.', example: 'כָּתַב he wrote' },
  "Nif'al": { biblical: 'Niphal', meaning: "Passive or reflexive of Pa'al.", example: 'נִכְתַּב it was written' },
  "Pi'el": { biblical: 'Piel', meaning: 'Intensive or causative action.', example: 'דִּבֵּר he spoke' },
  "Pu'al": { biblical: 'Pual', meaning: "Passive of Pi'el; no infinitive.", example: 'דֻּבַּר it was spoken' },
  "Hif'il": { biblical: 'Hiphil', meaning: 'Causative: to make someone do.', example: 'הִכְתִּיב he dictated' },
  "Huf'al": {
    biblical: 'Hophal',
    meaning: "Passive of Hif'il; no infinitive.",
    example: 'הֻכְתַּב it was dictated',
  },
  "Hitpa'el": {
    biblical: 'Hithpael',
    meaning: 'Reflexive or reciprocal action.',
    example: 'הִתְכַּתֵּב he corresponded',
  },
};
