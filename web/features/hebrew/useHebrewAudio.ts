import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { hebrewCalls } from '../../../core/api/hebrew.requests';
import { urlOf } from '../../api/client';
import { toast } from '../../ui/toast/toastStore';

/** One player for the whole page: starting a new sound stops the previous one. */
let playingKey: string | null = null;
let stopCurrent: (() => void) | null = null;
const listeners = new Set<() => void>();

function setPlaying(key: string | null): void {
  playingKey = key;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const AUDIO_UNAVAILABLE = 'Audio unavailable';

function hebrewVoice(): SpeechSynthesisVoice | undefined {
  if (typeof speechSynthesis === 'undefined') return undefined;
  return speechSynthesis.getVoices().find((voice) => voice.lang.toLowerCase().startsWith('he'));
}

/** The browser's own speech, when it has a Hebrew voice; answers false otherwise. */
function speakWithBrowser(text: string, key: string): boolean {
  const voice = hebrewVoice();
  if (!voice) return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = 0.85;
  const done = () => playingKey === key && setPlaying(null);
  utterance.onend = done;
  utterance.onerror = done;
  stopCurrent = () => speechSynthesis.cancel();
  speechSynthesis.speak(utterance);
  return true;
}

function unavailable(description: string): void {
  toast({ title: AUDIO_UNAVAILABLE, description, variant: 'destructive' });
}

async function play(text: string, key: string): Promise<void> {
  stopCurrent?.();
  stopCurrent = null;
  setPlaying(key);
  const finish = () => {
    if (playingKey === key) setPlaying(null);
  };
  try {
    // Sound, not JSON, and only ever in the browser: fetched as it is, at the contract's address.
    const response = await fetch(urlOf(hebrewCalls.audio, { query: { text } }));
    if (playingKey !== key) return;
    if (!response.ok) {
      if (response.status === 503 && speakWithBrowser(text, key)) return;
      finish();
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      unavailable(body.message ?? 'This browser has no Hebrew voice to fall back on.');
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const audio = new Audio(url);
    const release = () => {
      URL.revokeObjectURL(url);
      finish();
    };
    audio.onended = release;
    audio.onerror = release;
    stopCurrent = () => {
      audio.pause();
      release();
    };
    await audio.play();
  } catch (error) {
    console.error('Hebrew audio failed', error);
    finish();
  }
}

/** Plays Hebrew through the audio call; `playing(key)` tells which button is sounding. */
export function useHebrewAudio() {
  const current = useSyncExternalStore(
    subscribe,
    () => playingKey,
    () => null,
  );
  useEffect(() => {
    // Voices load asynchronously in some browsers; asking once warms the list for the fallback.
    if (typeof speechSynthesis !== 'undefined') speechSynthesis.getVoices();
  }, []);
  const playText = useCallback((text: string, key: string) => void play(text, key), []);
  return { playing: (key: string) => current === key, play: playText };
}
