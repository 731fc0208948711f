import { spawn } from 'node:child_process';
import type { Check } from '../check';

/** Whether a program can be started (ENOENT means it is not installed). */
function present(program: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(program, ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', () => resolve(true));
  });
}

/** The speech engine of the Hebrew audio (espeak-ng and lame) is installed. */
export const speechCheck: Check = {
  key: 'speech',
  directive: 'Keep the Hebrew audio speaking: the speech engine must be installed',
  priority: 40,
  async run({ speechPrograms }) {
    const missing: string[] = [];
    for (const program of speechPrograms) if (!(await present(program))) missing.push(program);
    if (!missing.length) return [];
    return [
      {
        fingerprint: 'speech:missing',
        elementType: 'speech engine',
        location: 'Hebrew audio',
        issue: `The speech engine is not installed: ${missing.join(' and ')} cannot be found, so no new Hebrew audio can be made.`,
        remedy:
          'Install the Debian packages espeak-ng and lame on the server (apt-get install espeak-ng lame).',
        severity: 'error',
        quotable: true,
      },
    ];
  },
};
