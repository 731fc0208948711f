import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastReducer, type ToastItem } from './toastStore';

const item = (id: string): ToastItem => ({ id, title: id, open: true });

describe('toastReducer', () => {
  it('puts the newest toast first', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: item('a') });
    state = toastReducer(state, { type: 'add', toast: item('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b', 'a']);
  });

  it(`keeps at most ${TOAST_LIMIT}`, () => {
    let state = { toasts: [] as ToastItem[] };
    for (let i = 0; i < 8; i++) state = toastReducer(state, { type: 'add', toast: item(String(i)) });
    expect(state.toasts.map((t) => t.id)).toEqual(['7', '6', '5', '4', '3']);
  });

  it('dismisses one toast by closing it, and removes it later', () => {
    let state = { toasts: [item('a'), item('b')] };
    state = toastReducer(state, { type: 'dismiss', id: 'a' });
    expect(state.toasts).toEqual([{ ...item('a'), open: false }, item('b')]);
    state = toastReducer(state, { type: 'remove', id: 'a' });
    expect(state.toasts).toEqual([item('b')]);
  });

  it('dismisses and removes all when no id is given', () => {
    let state = { toasts: [item('a'), item('b')] };
    state = toastReducer(state, { type: 'dismiss' });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(state, { type: 'remove' }).toasts).toEqual([]);
  });
});
