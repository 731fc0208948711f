import { describe, expect, it } from 'vitest';
import { SharedCheck } from './health-check';

describe('a check shared by its callers', () => {
  it('runs once for callers who come while it runs, and answers from it for the next second', async () => {
    let clock = 0;
    let runs = 0;
    let finish: (value: string) => void = () => undefined;
    const check = new SharedCheck(
      () => {
        runs += 1;
        return new Promise<string>((resolve) => (finish = resolve));
      },
      1_000,
      () => clock,
    );
    expect(check.fresh()).toBeUndefined();
    const waiting = Array.from({ length: 50 }, () => check.get());
    expect(runs).toBe(1);
    finish('first');
    expect(await Promise.all(waiting)).toEqual(Array(50).fill('first'));
    clock = 999;
    expect(check.fresh()).toBe('first');
    expect(await check.get()).toBe('first');
    expect(runs).toBe(1);
    clock = 1_000;
    expect(check.fresh()).toBeUndefined();
    const next = check.get();
    expect(runs).toBe(2);
    finish('second');
    expect(await next).toBe('second');
  });

  it('does not keep a failure: the next caller checks again', async () => {
    let runs = 0;
    const check = new SharedCheck(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('down');
        return 'up';
      },
      1_000,
      () => 0,
    );
    await expect(check.get()).rejects.toThrow('down');
    expect(await check.get()).toBe('up');
    expect(runs).toBe(2);
  });
});
