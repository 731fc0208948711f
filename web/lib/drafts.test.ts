import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_MAX_LENGTH, readDraft, writeDraft } from './drafts';
import { memoryStorage } from './memoryStorage';

describe('drafts', () => {
  it('keeps a draft under its key until it is cleared', () => {
    const storage = memoryStorage();
    expect(readDraft('devotional-note:2026-11-28:Genesis 1-3', storage)).toBe('');
    writeDraft('devotional-note:2026-11-28:Genesis 1-3', 'Light first.', storage);
    expect(readDraft('devotional-note:2026-11-28:Genesis 1-3', storage)).toBe('Light first.');
    // Another reading has its own.
    expect(readDraft('devotional-note:2026-11-28:Matthew 1', storage)).toBe('');
    clearDraft('devotional-note:2026-11-28:Genesis 1-3', storage);
    expect(readDraft('devotional-note:2026-11-28:Genesis 1-3', storage)).toBe('');
    expect(storage.length).toBe(0);
  });

  it('keeps nothing beyond the bound, and loses nothing when storage refuses', () => {
    const storage = memoryStorage();
    writeDraft('note', 'kept', storage);
    writeDraft('note', 'x'.repeat(DRAFT_MAX_LENGTH + 1), storage);
    expect(readDraft('note', storage)).toBe('kept');
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => writeDraft('note', 'text', refusing)).not.toThrow();
    expect(readDraft('note', refusing)).toBe('');
    // Without storage (on the server) there is simply no draft.
    expect(readDraft('note', undefined)).toBe('');
  });
});
