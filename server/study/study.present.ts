import type { MarkAnswer } from '../../core/api/study';
import type { MarkRow } from './study.repository';

/** A mark as answered, its `ref` in the numbering asked for. */
export function presentMark(row: MarkRow, ref = row.ref): MarkAnswer {
  return {
    id: String(row.id),
    kind: row.kind,
    ref,
    ...(row.version ? { version: row.version } : {}),
    ...(row.color ? { color: row.color as MarkAnswer['color'] & string } : {}),
    ...(row.note !== null ? { text: row.note } : {}),
    tags: row.tags,
    ...(row.strongs.length ? { strongs: row.strongs } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}
