import { describe, expect, it } from 'vitest';
import { pageParameter, pageSizeParameter } from '../../core/api/paging';
import { pageRequestOf } from '../../core/offline/page-request';
import { PackAnswerError } from '../../core/offline/version-pack';

/** The server's schema's answer for a query, as its error handler words it: the first complaint. */
function serverAnswer(query: URLSearchParams): unknown {
  const values = (name: string) => {
    const all = query.getAll(name);
    return all.length > 1 ? all : all[0];
  };
  const page = pageParameter.safeParse(values('page'));
  if (!page.success) return { status: 400, message: page.error.issues[0]!.message };
  const limit = pageSizeParameter(20).safeParse(values('limit'));
  if (!limit.success) return { status: 400, message: limit.error.issues[0]!.message };
  return { page: page.data, limit: limit.data };
}

function offlineAnswer(query: URLSearchParams): unknown {
  try {
    return pageRequestOf(query, 20);
  } catch (error) {
    if (!(error instanceof PackAnswerError)) throw error;
    return { status: error.status, message: error.message };
  }
}

/** The offline reader's page and limit (core/offline/page-request.ts, decision 416) beside the server's schema. */
describe('pageRequestOf', () => {
  it.each([
    '',
    'page=3',
    'page=0',
    'page=-1',
    'page=two',
    'page=',
    'page=%20',
    'page=1.5',
    'page=1e3',
    'page=0x10',
    'page=Infinity',
    'page=100000',
    'page=100001',
    'page=100000.5',
    'page=1&page=2',
    'limit=100',
    'limit=101',
    'limit=0',
    'limit=',
    'limit=ten',
    'limit=7&page=2',
    'page=0&limit=500',
    'page=2&limit=500',
  ])('reads %s as the server schema does', (text) => {
    const query = new URLSearchParams(text);
    expect(offlineAnswer(query)).toEqual(serverAnswer(query));
  });
});
