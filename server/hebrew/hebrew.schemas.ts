import { z } from 'zod';
import { knownCardSchema } from '../../core/api/hebrew';
import { MAX_VERBS, MAX_WORDS } from './word-list.service';

const limit = (max: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(max);

export const wordsQuery = z.object({ limit: limit(MAX_WORDS) });
export const verbsQuery = z.object({ limit: limit(MAX_VERBS) });

export const occurrencesQuery = z.object({
  strongs: z
    .string({ error: 'strongs is required' })
    .regex(
      /^H\d{1,4}(,H\d{1,4}){0,49}$/,
      'strongs must be up to 50 Hebrew Strong’s numbers separated by commas (H1,H2)',
    ),
});

export const knownCardBody = knownCardSchema.extend({
  known: z.boolean({ error: 'known must be true or false' }),
});

export const audioQuery = z.object({
  text: z.string({ error: 'text is required' }).trim().min(1, 'text is required'),
});
