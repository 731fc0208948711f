import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import v8 from 'node:v8';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';

/**
 * The site as the throughput benchmarks load it: server/main.ts without the first-start work (administrator,
 * Bible imports) and with the per-address request limits off, since all their load comes from one address;
 * BENCH_REQUEST_LIMITS=1 keeps them on (the load then says who the client is through a trusted proxy's
 * X-Forwarded-For, TRUST_PROXY). The study sources are loaded (imported the first time) as a start does,
 * unless BENCH_STUDY_SOURCES=0 (memory with and without them). The abuse benchmark runs server/main.ts itself.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, requestLimits: process.env.BENCH_REQUEST_LIMITS === '1' });
if (process.env.BENCH_STUDY_SOURCES !== '0')
  await app.services.studySources.start({ importNew: true, refreshMs: 0 });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
// The process's memory by part, for bench/soak.bench.ts: only this benchmark's server has the route.
app.get('/bench/memory', async () => ({
  ...process.memoryUsage(),
  heapSpaces: Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]),
  ),
}));
await app.listen({ port: config.port, host: config.host });
void app.services.indexes.warmUp();

// `kill -USR2 <pid>` starts a CPU profile, a second one writes it to BENCH_PROFILE_DIR (or the working
// directory) as a .cpuprofile: the profile of a load without the start's index builds (bench/RESULTS.md).
// With BENCH_PROFILE=allocations it samples what is allocated instead, the garbage included (a .heapprofile:
// what the young-generation collections have to clear, by the function that allocated it).
const allocations = process.env.BENCH_PROFILE === 'allocations';
let profiling: Session | undefined;
process.on('SIGUSR2', () => {
  void (async () => {
    if (!profiling) {
      profiling = new Session();
      profiling.connect();
      if (allocations) {
        await profiling.post('HeapProfiler.enable');
        await profiling.post('HeapProfiler.startSampling', {
          samplingInterval: 4096,
          includeObjectsCollectedByMajorGC: true,
          includeObjectsCollectedByMinorGC: true,
        });
      } else {
        await profiling.post('Profiler.enable');
        await profiling.post('Profiler.start');
      }
      return;
    }
    const { profile } = allocations
      ? await profiling.post('HeapProfiler.stopSampling')
      : await profiling.post('Profiler.stop');
    profiling.disconnect();
    profiling = undefined;
    const file = `${process.env.BENCH_PROFILE_DIR ?? '.'}/load-${Date.now()}.${allocations ? 'heapprofile' : 'cpuprofile'}`;
    writeFileSync(file, JSON.stringify(profile));
  })();
});
