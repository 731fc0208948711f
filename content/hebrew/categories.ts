// The lists the learning pages offer as choices. They live apart from schemas.ts so that the web app can
// import them without bundling zod (the schemas are for the content tests and the server).

export const PHRASE_CATEGORIES = [
  'Greetings',
  'Common Phrases',
  'Questions',
  'Directions',
  'Shopping',
  'Dining',
  'Time',
  'Family',
] as const;

export const BINYANIM = ["Pa'al", "Pi'el", "Hif'il", "Hitpa'el", "Nif'al", "Pu'al", "Huf'al"] as const;
export type Binyan = (typeof BINYANIM)[number];
