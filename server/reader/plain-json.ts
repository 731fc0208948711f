/**
 * Answers are built by this area's own typed `present*` functions, so they are sent with plain
 * JSON.stringify: checking a chapter of display segments against its Zod schema on every request cost more
 * than building it (see `npm run bench:reader`). The schemas still validate requests and document answers.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
