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

  it('keeps an id in our shape that a proxy sends, and replaces any other', () => {
    const next = requestIds();
    const given = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
    expect(next(request({ 'x-request-id': given }))).toBe(given);
    for (const chosen of [
      'trace-42_a',
      'admin-login-succeeded',
      'x'.repeat(65),
      'a b\n',
      given.toUpperCase(),
      `${given}0`,
      `${given}\n{"level":50}`,
    ]) {
      const id = next(request({ 'x-request-id': chosen }));
      expect(id).toMatch(UUID_SHAPE);
      expect(id).not.toBe(chosen);
    }
  });
});
