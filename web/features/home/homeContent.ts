export interface InfoCard {
  title: string;
  body: string;
  /** A link to the tool, when it has its own page. */
  link?: { to: string; label: string };
}

export const FEATURES: InfoCard[] = [
  {
    title: 'Search by word, phrase or reference',
    body: 'Type a word such as "covenant", a phrase such as "the word of the Lord", or a reference such as Genesis 2 or John 3:16. Results come back in canonical order with exact counts, 30 verses to a page.',
  },
  {
    title: "Search by Strong's number",
    body: "Enter a Strong's number such as H430 or G26 to find every verse where that Hebrew or Greek word stands behind the English text.",
  },
  {
    title: "Strong's numbers in the text",
    body: "Turn on Strong's Numbers Lookup and each tagged word of the King James Version carries its number; choose one to read the dictionary entry without leaving the page.",
  },
  {
    title: 'Concordance',
    body: 'Every Hebrew and Greek entry shows its original word, transliteration, pronunciation, definition and the verses where it occurs.',
    link: { to: '/concordance', label: 'Open the Concordance' },
  },
  {
    title: 'Parallel view',
    body: 'Switch PARALLEL on to read your results side by side with a second version, paired verse by verse, with both columns scrolling together.',
  },
  {
    title: 'Learn Hebrew',
    body: 'Work through the alphabet, everyday phrases, common words and verbs, and Hebrew numbers, each with spoken audio.',
    link: { to: '/hebrew-learning', label: 'Start learning Hebrew' },
  },
];

export const SHIPPED_VERSIONS: InfoCard[] = [
  {
    title: "King James Version (KJV) with Strong's numbers",
    body: "The 1769 text with Strong's tags on its words, which powers the concordance and Strong's search.",
  },
  { title: 'World English Bible (WEB)', body: 'A modern English translation in the public domain.' },
  { title: 'American Standard Version (ASV)', body: 'The 1901 revision, in the public domain.' },
  {
    title: 'Hebrew Bible: Westminster Leningrad Codex (WLC / OSHB)',
    body: "The Hebrew Old Testament from the Open Scriptures Hebrew Bible, with each word's lemma tied to its Strong's number. Shown right to left.",
  },
  {
    title: 'Greek Textus Receptus',
    body: 'The Greek New Testament text that underlies the King James Version.',
  },
  {
    title: 'SBL Greek New Testament (SBLGNT)',
    body: 'A modern critical edition of the Greek New Testament from the Society of Biblical Literature.',
  },
];

export const LICENSED_VERSIONS_NOTE =
  'The New King James Version (NKJV), the NET Bible, the Restoration Scriptures (RSTNE), the New International Version (NIV), the English Standard Version (ESV) and the New American Standard Bible (NASB) are under copyright and are not shipped. A site administrator who holds a licence can import them from the admin area; until then they are listed as "not installed".';

export const RESEARCH_TOOLS: InfoCard[] = [
  {
    title: 'Concordance',
    body: 'Browse the Hebrew and Greek dictionary by number or by word, filtered by language, and open any entry for its definition, origin and occurrences.',
    link: { to: '/concordance', label: 'Browse the Concordance' },
  },
  {
    title: 'Reference lookup',
    body: 'Go straight to a chapter or verse by typing its reference, in full or abbreviated (Gen 1:1, 1 Sam 3, Ps 23).',
  },
  {
    title: 'Paleo-Hebrew display',
    body: 'See a Hebrew word in the ancient Paleo-Hebrew script, with the vowel points set aside.',
  },
  {
    title: 'Hebrew Learning Center',
    body: 'Phrase tables with transliteration and audio, the 22 letters with their final forms and numeric values, and the verb patterns (binyanim).',
    link: { to: '/hebrew-learning', label: 'Open the Hebrew Learning Center' },
  },
];
