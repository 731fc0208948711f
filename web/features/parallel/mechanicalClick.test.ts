import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

class FakeParam {
  setValueAtTime = vi.fn();
  exponentialRampToValueAtTime = vi.fn();
  value = 0;
}

class FakeNode {
  gain = new FakeParam();
  frequency = new FakeParam();
  Q = new FakeParam();
  type = '';
  buffer: unknown;
  connect = vi.fn((node: unknown) => node);
  start = vi.fn();
  stop = vi.fn();
}

class FakeAudioContext {
  static made = 0;
  static last: FakeAudioContext | undefined;
  state = 'suspended';
  currentTime = 1;
  sampleRate = 8000;
  destination = new FakeNode();
  started: number[] = [];
  constructor() {
    FakeAudioContext.made++;
    FakeAudioContext.last = this;
  }
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  createBuffer = (_channels: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
  createBiquadFilter = () => new FakeNode();
  createGain = () => new FakeNode();
  createBufferSource = () => {
    const node = new FakeNode();
    node.start = vi.fn((at: number) => this.started.push(at));
    return node;
  };
  createOscillator = () => {
    const node = new FakeNode();
    node.stop = vi.fn((at: number) => this.started.push(at));
    return node;
  };
}

describe('the PARALLEL toggle sound', () => {
  it('plays snaps and a settling body within 0.6 s, resuming a suspended context', async () => {
    vi.stubGlobal('window', { AudioContext: FakeAudioContext });
    const { playMechanicalClick, CLICK_SECONDS } = await import('./mechanicalClick');
    await playMechanicalClick(true);
    const audio = FakeAudioContext.last!;
    expect(audio.resume).toHaveBeenCalled();
    expect(audio.started.length).toBeGreaterThan(5);
    const end = Math.max(...audio.started) - audio.currentTime;
    expect(end).toBeGreaterThan(CLICK_SECONDS - 0.05);
    expect(end).toBeLessThanOrEqual(CLICK_SECONDS + 0.02);
    expect(FakeAudioContext.made).toBe(1);
    await playMechanicalClick(false);
    expect(FakeAudioContext.made).toBe(1);
  });

  it('only logs when Web Audio is missing', async () => {
    vi.stubGlobal('window', {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { playMechanicalClick } = await import('./mechanicalClick');
    await expect(playMechanicalClick(true)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('The PARALLEL toggle sound could not play', expect.any(Error));
  });
});
