import type { ImportStatusResponse } from '../../core/api/bible-data';
import type { TestApp } from './app';

/** Made-up verses (no Bible text): a licensed edition's file looks like this. */
export const INVENTED_BIBLE = [
  'Gen 1:1 The lantern maker counted "seven" doors before breakfast.',
  "Gen 1:2 A heron's shadow crossed the \\ quiet mill pond.",
  'Gen 1:3 Nobody remembered which bell rang first.',
  'Gen 2:1 The orchard kept its own calendar.',
].join('\n');

/** Waits until the job has finished, as the dashboard's poll would see it. */
export async function waitForJob(
  harness: TestApp,
  cookie: string,
  id: number,
): Promise<ImportStatusResponse['completedImports'][number]> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const status = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/import-status',
      headers: { cookie },
    });
    const done = status.json<ImportStatusResponse>().completedImports.find((job) => job.id === id);
    if (done) return done;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import job ${id} did not finish`);
}
