import { spawn } from 'node:child_process';

/** Turns prepared espeak-ng input into compressed audio. */
export interface SpeechEngine {
  /** MIME type of what `synthesise` returns. */
  readonly contentType: string;
  /** Audio bytes; rejects with SpeechEngineMissingError when a program is not installed. */
  synthesise(input: string): Promise<Buffer>;
}

/** espeak-ng or lame is not installed. */
export class SpeechEngineMissingError extends Error {
  override name = 'SpeechEngineMissingError';
}

const TIMEOUT_MS = 15_000;

/**
 * espeak-ng's Hebrew voice piped into lame: WAV at 22.05 kHz → constant-bitrate MP3, which every browser
 * plays. Both programs get their arguments as an array; no shell is involved.
 */
export class EspeakSpeechEngine implements SpeechEngine {
  readonly contentType = 'audio/mpeg';

  constructor(
    private readonly programs = { espeak: 'espeak-ng', lame: 'lame' },
    /** Words per minute: a little slower than espeak-ng's 175, for learners. */
    private readonly speed = 140,
  ) {}

  synthesise(input: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        espeak.kill('SIGKILL');
        lame.kill('SIGKILL');
        reject(error);
      };
      const missing = (program: string) => (error: NodeJS.ErrnoException) =>
        fail(error.code === 'ENOENT' ? new SpeechEngineMissingError(`${program} is not installed`) : error);

      const espeak = spawn(this.programs.espeak, ['-v', 'he', '-s', String(this.speed), '--stdout', input], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const lame = spawn(this.programs.lame, ['--quiet', '--cbr', '-b', '40', '-m', 'm', '-', '-'], {
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      espeak.on('error', missing(this.programs.espeak));
      lame.on('error', missing(this.programs.lame));
      espeak.stdout.pipe(lame.stdin);
      lame.stdin.on('error', () => undefined);

      const chunks: Buffer[] = [];
      lame.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      const timer = setTimeout(() => fail(new Error('speech synthesis timed out')), TIMEOUT_MS);
      espeak.on('close', (code) => {
        if (code !== 0 && code !== null) fail(new Error(`espeak-ng exited with code ${code}`));
      });
      lame.on('close', (code) => {
        clearTimeout(timer);
        if (settled) return;
        const audio = Buffer.concat(chunks);
        if (code !== 0 || audio.length === 0) return fail(new Error(`lame exited with code ${code}`));
        settled = true;
        resolve(audio);
      });
    });
  }
}
