import { afterEach, describe, expect, it, vi } from 'vitest';

describe('stripeSdk', () => {
  afterEach(() => {
    vi.doUnmock('stripe');
    vi.resetModules();
  });

  it('loads the SDK again after a load that failed, instead of keeping the failure', async () => {
    let loads = 0;
    vi.doMock('stripe', () => {
      loads += 1;
      if (loads === 1) throw new Error('the Stripe module could not be loaded');
      return { default: class StandInSdk {} };
    });
    const { stripeSdk } = await import('./stripe-client');

    // Vitest wraps the factory's error in one of its own.
    await expect(stripeSdk()).rejects.toThrow();
    const sdk = await stripeSdk();
    expect(sdk.name).toBe('StandInSdk');
    expect(await stripeSdk()).toBe(sdk);
    expect(loads).toBe(2);
  });
});
