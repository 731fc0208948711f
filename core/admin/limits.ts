/**
 * Limits of the admin area's Bible-data calls, shared by the server's answer schemas and the dashboard's
 * forms. Kept free of Zod so that the web bundle may import it at runtime (decision 122).
 */

/** Largest Bible file an administrator may upload (the limit is named in the 413 message). */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;

/** A version code an administrator may import into: lower-case letters, digits and `_`, 2-32 characters. */
export const VERSION_CODE_PATTERN = /^[a-z0-9_]{2,32}$/;

/** A table name of the SQL import and the converter (docs/product.md, departure 5). */
export const SQL_TABLE_PATTERN = /^bible_verses_[a-z0-9_]+$/;
