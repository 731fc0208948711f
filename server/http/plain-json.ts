/**
 * Serializer for routes whose answers are built by their area's typed `present*` functions: plain
 * JSON.stringify. Checking a chapter or a dictionary entry against its Zod schema on every request cost more
 * than building it (see `npm run bench:reader` and `bench:concordance`); the schemas still validate requests
 * and document the answers, and `server/http/answers.routes.test.ts` checks every route's answers against them.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
