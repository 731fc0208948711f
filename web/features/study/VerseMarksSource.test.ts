import { describe, expect, it } from 'vitest';
import type { MarkAnswer } from '../../../core/api/study';
import type { ApiClient } from '../../api/client';
import { everyMarkAt } from './VerseMarksSource';

function mark(id: number): MarkAnswer {
  return {
    id: String(id),
    kind: 'bookmark',
    ref: `Gen.1.${id}`,
    tags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } as unknown as MarkAnswer;
}

describe('everyMarkAt', () => {
  it('asks page after page while the server says more follow (decision 404)', async () => {
    const asked: unknown[] = [];
    const pages = [[mark(1), mark(2)], [mark(3)]];
    const api = {
      call: (_contract: unknown, input: { query: { page: number } }) => {
        asked.push(input.query);
        const page = input.query.page;
        return Promise.resolve({
          marks: pages[page - 1],
          total: 3,
          ...(page < pages.length ? { more: true } : {}),
        });
      },
    } as unknown as Pick<ApiClient, 'call'>;
    const answer = await everyMarkAt(api, 'Gen.1.1-Exod.2.3', 'kjv');
    expect(answer.marks.map((found) => found.id)).toEqual(['1', '2', '3']);
    expect(asked).toEqual([
      { ref: 'Gen.1.1-Exod.2.3', version: 'kjv', page: 1 },
      { ref: 'Gen.1.1-Exod.2.3', version: 'kjv', page: 2 },
    ]);
  });
});
