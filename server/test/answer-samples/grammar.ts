import type { AnswerSample } from './index';

/** Samples of the grammatical concordance (issue 39) on the made-up parsed texts the walk imports. */
export const GRAMMAR_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/grammar': [
    { url: `/api/grammar?q=${encodeURIComponent('lemma:ἀγαπάω')}&version=sblgnt`, status: 200 },
    { url: `/api/grammar?q=${encodeURIComponent('lemma:ἀγαπάω')}&version=kjv`, status: 400 },
    { url: `/api/grammar?q=${encodeURIComponent('morph:"aorist subjunctiv"')}&version=sblgnt`, status: 400 },
  ],
};
