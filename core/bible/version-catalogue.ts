/** A translation the product knows about, installed or not. */
export interface CatalogueVersion {
  code: string;
  name: string;
  language: string;
  direction: 'ltr' | 'rtl';
  /** True for texts under copyright: never shipped, importable by an administrator who holds a licence. */
  licensed: boolean;
}

/** Every version the site lists, in the order readers see them. Installed state comes from the database. */
export const VERSION_CATALOGUE: readonly CatalogueVersion[] = [
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
  { code: 'net', name: 'New English Translation', language: 'en', direction: 'ltr', licensed: true },
  // Spec departure 8: listed as "not installed" until an administrator imports a licensed file. The spec gives
  // no display names for these three, so they carry their publishers' names.
  { code: 'niv', name: 'New International Version', language: 'en', direction: 'ltr', licensed: true },
  { code: 'esv', name: 'English Standard Version', language: 'en', direction: 'ltr', licensed: true },
  { code: 'nasb', name: 'New American Standard Bible', language: 'en', direction: 'ltr', licensed: true },
  { code: 'wlc', name: 'Hebrew Bible (WLC, OSHB)', language: 'he', direction: 'rtl', licensed: false },
  {
    code: 'tr',
    name: 'Greek Textus Receptus (unaccented)',
    language: 'grc',
    direction: 'ltr',
    licensed: false,
  },
  { code: 'sblgnt', name: 'SBL Greek New Testament', language: 'grc', direction: 'ltr', licensed: false },
];
