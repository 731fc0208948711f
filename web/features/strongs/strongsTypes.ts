/** GET /api/strongs/definition/{number}: one dictionary entry with its usage and scholarly articles. */
export type { Definition as StrongsDefinition } from '../../../core/api/concordance';
