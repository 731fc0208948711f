/** The PARALLEL toggle's sound: a synthetic mechanical switch, 0.6 s, made with the Web Audio API. */

export const CLICK_SECONDS = 0.6;

type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | undefined;

function audioContext(): AudioContext {
  const Constructor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Constructor) throw new Error('Web Audio is not available in this browser');
  context ??= new Constructor();
  return context;
}

/** A short burst of filtered noise: the snap of a latch. */
function snap(audio: AudioContext, at: number, gain: number, frequency: number): void {
  const length = Math.floor(audio.sampleRate * 0.025);
  const buffer = audio.createBuffer(1, length, audio.sampleRate);
  const data = buffer.getChannelData(0);
  for (let index = 0; index < length; index++)
    data[index] = (Math.random() * 2 - 1) * (1 - index / length) ** 3;
  const source = audio.createBufferSource();
  source.buffer = buffer;
  const filter = audio.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = frequency;
  filter.Q.value = 3;
  const level = audio.createGain();
  level.gain.value = gain;
  source.connect(filter).connect(level).connect(audio.destination);
  source.start(at);
}

/** A low decaying tone: the body of the mechanism settling. */
function thump(audio: AudioContext, at: number, seconds: number): void {
  const oscillator = audio.createOscillator();
  oscillator.type = 'triangle';
  oscillator.frequency.setValueAtTime(180, at);
  oscillator.frequency.exponentialRampToValueAtTime(70, at + seconds);
  const level = audio.createGain();
  level.gain.setValueAtTime(0.0001, at);
  level.gain.exponentialRampToValueAtTime(0.35, at + 0.01);
  level.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
  oscillator.connect(level).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + seconds + 0.02);
}

/**
 * Plays the switch: a snap, a ratchet of small clicks, a second snap and the settling body, 0.6 s in all.
 * Sound is a nicety: any failure (no Web Audio, a blocked context) is only logged.
 */
export async function playMechanicalClick(on: boolean): Promise<void> {
  try {
    const audio = audioContext();
    if (audio.state === 'suspended') await audio.resume();
    const start = audio.currentTime + 0.01;
    const pitch = on ? 3200 : 2400;
    snap(audio, start, 0.9, pitch);
    for (let step = 1; step <= 5; step++) snap(audio, start + 0.05 + step * 0.05, 0.25, pitch * 1.4);
    snap(audio, start + 0.36, 0.8, pitch * 0.8);
    thump(audio, start + 0.36, CLICK_SECONDS - 0.38);
  } catch (error) {
    console.error('The PARALLEL toggle sound could not play', error);
  }
}
