import type { RawRequestDefaultExpression } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestIds } from './request-ids';

const request = (headers: Record<string, string> = {}) =>
  ({ headers }) as unknown as RawRequestDefaultExpression;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIds', () => {
  it('gives ids in a UUID shape, each new, and another process (generator) another prefix', () => {
    const next = requestIds();
    const ids = Array.from({ length: 1_000 }, () => next(request()));
    for (const id of ids) expect(id).toMatch(UUID_SHAPE);
    expect(new Set(ids).size).toBe(ids.length);
    const other = requestIds()(request());
    expect(other.slice(0, 24)).not.toBe(ids[0]!.slice(0, 24));
  });

  it('keeps a plain id the client sends, and replaces one that is long or odd', () => {
    const next = requestIds();
    expect(next(request({ 'x-request-id': 'trace-42_a' }))).toBe('trace-42_a');
    expect(next(request({ 'x-request-id': 'x'.repeat(65) }))).toMatch(UUID_SHAPE);
    expect(next(request({ 'x-request-id': 'a b\n' }))).toMatch(UUID_SHAPE);
  });
});
