import { afterEach, describe, expect, it, vi } from 'vitest';
import { markIdentity, type NewMark } from '../../../core/study/marks';
import { ApiError, type ApiClient } from '../../api/client';
import { localMarkStore, offlineMarkStore, readLocalMarks } from './localMarks';
import { sendMarks, sendOfflineMarks } from './mergeBrowserMarks';
import { isNetworkFailure, offlineMarksKey } from './offlineMarks';
import { memoryStorage } from '../../lib/memoryStorage';

/**
 * An account behind the merge call, with the server's rule (kind, place, content: markIdentity), and a network
 * that may drop: `lose` answers the next sends after the account stored them, `down` before it sees them.
 */
function account(sessionUser = 'reader-1') {
  const held: NewMark[] = [];
  const network = { lose: 0, down: 0 };
  const calls: string[] = [];
  const api = {
    call: (contract: { path: string }, input?: { body?: { marks: NewMark[] } }) => {
      calls.push(contract.path);
      if (contract.path === '/api/session') return Promise.resolve({ user: { id: sessionUser } });
      if (network.down > 0) {
        network.down--;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      const seen = new Set(held.map(markIdentity));
      let added = 0;
      for (const mark of input!.body!.marks) {
        if (seen.has(markIdentity(mark))) continue;
        seen.add(markIdentity(mark));
        held.push(mark);
        added++;
      }
      if (network.lose > 0) {
        network.lose--;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return Promise.resolve({ added, skipped: input!.body!.marks.length - added });
    },
  } as unknown as ApiClient;
  const client = { invalidateQueries: vi.fn(() => Promise.resolve()) };
  return { held, network, calls, api, client };
}

const highlight: NewMark = {
  kind: 'highlight',
  ref: 'John.3.16',
  version: 'kjv',
  color: 'yellow',
  tags: ['hope'],
};
const note: NewMark = {
  kind: 'note',
  ref: 'John.3.16',
  version: 'kjv',
  text: 'For **God** so loved',
  tags: ['love'],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('marks made offline (decision 414)', () => {
  it('are kept under the reader’s own key, apart from a signed-out reader’s marks', () => {
    const storage = memoryStorage();
    const mine = localMarkStore(offlineMarksKey('reader-1'), () => storage);
    mine.add(highlight);
    expect(localMarkStore(offlineMarksKey('reader-2'), () => storage).read()).toEqual([]);
    expect(readLocalMarks(storage)).toEqual([]);
    expect(mine.read()).toEqual([
      expect.objectContaining({ kind: 'highlight', color: 'yellow', tags: ['hope'] }),
    ]);
  });

  it('are sent with their colour, note and tags, then forgotten here', async () => {
    const storage = memoryStorage();
    const store = localMarkStore(offlineMarksKey('reader-1'), () => storage);
    store.add(highlight);
    const added = store.add({ ...note, text: 'draft' })!;
    // A mark made offline and changed offline goes as changed.
    store.update(added.id, { text: note.text });
    const { api, client, held } = account();
    expect(await sendMarks(api, client, store)).toEqual({ added: 2, skipped: 0 });
    expect(held).toEqual([
      expect.objectContaining({ kind: 'highlight', color: 'yellow', tags: ['hope'] }),
      expect.objectContaining({ kind: 'note', text: note.text, tags: ['love'] }),
    ]);
    expect(store.read()).toEqual([]);
    expect(client.invalidateQueries).toHaveBeenCalledOnce();
    expect(await sendMarks(api, client, store)).toBeUndefined();
  });

  it('stay on the device when the network is down, and go once it is back', async () => {
    const storage = memoryStorage();
    const store = localMarkStore(offlineMarksKey('reader-1'), () => storage);
    store.add(highlight);
    const { api, client, held, network } = account();
    network.down = 1;
    const failure = await sendMarks(api, client, store).catch((error: unknown) => error);
    expect(isNetworkFailure(failure)).toBe(true);
    expect(store.read()).toHaveLength(1);
    expect(held).toEqual([]);
    expect(await sendMarks(api, client, store)).toEqual({ added: 1, skipped: 0 });
    expect(held).toHaveLength(1);
  });

  it('are not doubled when the answer of a send is lost and they are sent again', async () => {
    const storage = memoryStorage();
    const store = localMarkStore(offlineMarksKey('reader-1'), () => storage);
    store.add(highlight);
    store.add(note);
    const { api, client, held, network } = account();
    network.lose = 1;
    await expect(sendMarks(api, client, store)).rejects.toBeInstanceOf(TypeError);
    // Stored by the account, but not known here: kept, and sent again.
    expect(store.read()).toHaveLength(2);
    expect(await sendMarks(api, client, store)).toEqual({ added: 0, skipped: 2 });
    expect(held).toHaveLength(2);
    expect(store.read()).toEqual([]);
  });

  it('stay when the server refuses them, an answer not taken for being offline', async () => {
    const storage = memoryStorage();
    const store = localMarkStore(offlineMarksKey('reader-1'), () => storage);
    store.add(highlight);
    const api = { call: () => Promise.reject(new ApiError('Too many', 429)) } as unknown as ApiClient;
    const failure = await sendMarks(api, { invalidateQueries: () => Promise.resolve() }, store).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(isNetworkFailure(failure)).toBe(false);
    expect(store.read()).toHaveLength(1);
  });

  it('go only to the account that made them: with another signed in they wait', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    offlineMarkStore('reader-1').add(highlight);
    const other = account('reader-2');
    expect(await sendOfflineMarks(other.api, other.client as never, 'reader-1')).toBeUndefined();
    expect(other.calls).toEqual(['/api/session']);
    expect(offlineMarkStore('reader-1').read()).toHaveLength(1);
    const same = account('reader-1');
    expect(await sendOfflineMarks(same.api, same.client as never, 'reader-1')).toEqual({
      added: 1,
      skipped: 0,
    });
    expect(same.held).toHaveLength(1);
    expect(storage.getItem(offlineMarksKey('reader-1'))).toBeNull();
  });
});
