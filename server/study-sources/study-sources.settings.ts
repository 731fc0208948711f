import type { SettingDefinition } from '../settings/settings.catalogue';

/**
 * The setting of each study source that turns it off (category `study`): merged into the system settings'
 * catalogue. One entry per source; the key is the source's `settingKey`.
 */
export const STUDY_SOURCE_SETTINGS: readonly SettingDefinition[] = [
  {
    key: 'study.crossReferences.enabled',
    category: 'study',
    dataType: 'boolean',
    label: 'Cross-references',
    description:
      "OpenBible.info's cross-references beside each verse, and the xref: search. Off hides them everywhere.",
    defaultValue: 'true',
  },
  ...(
    [
      ['mhcc', "Matthew Henry's Concise Commentary", 'beside every chapter of the reader'],
      ['scofield', 'Scofield Reference Notes', 'beside the chapters he annotates'],
      ['tdavid', "Spurgeon's Treasury of David", 'beside the Psalms'],
    ] as const
  ).map(([id, name, where]): SettingDefinition => ({
    key: `study.commentary.${id}.enabled`,
    category: 'study',
    dataType: 'boolean',
    label: name,
    description: `${name} ${where} and on the verse pages. Off hides it everywhere.`,
    defaultValue: 'true',
  })),
  {
    key: 'study.dictionary.enabled',
    category: 'study',
    dataType: 'boolean',
    label: "Easton's Bible Dictionary",
    description:
      "Easton's entries at /dictionary, their headwords offered beside search results, and the names of the verse page. Off hides them everywhere.",
    defaultValue: 'true',
  },
  {
    key: 'study.topics.enabled',
    category: 'study',
    dataType: 'boolean',
    label: "Nave's topics",
    description:
      "Nave's Topical Bible at /topics, the topic: search and the topics of the verse page. Off hides them everywhere.",
    defaultValue: 'true',
  },
];
