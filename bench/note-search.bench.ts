import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { parseQuery } from '../core/search/query';
import { personalTerms } from '../core/search/personal-fields';
import { studyMarks, users } from '../server/db/schema/index';
import { MarkSearchRepository } from '../server/study/mark-search.repository';
import { createTestDatabase, postgresReachable, type DatabaseKind } from '../server/test/databases';
import { summarise } from './stats';

/**
 * bench/note-search (`node --import tsx bench/note-search.bench.ts`): the one statement a search of one's own
 * marks costs (decision 333; issue 37: p99 <= 10 ms with 10,000 notes), on PGlite and on the PostgreSQL server
 * when it answers. The reader keeps 10,000 notes of 20-80 words (one in fifty names a shepherd) and 2,000 other
 * marks; another reader keeps as many, which the statement must never read. `note:grace` is the worst case: a
 * common word, in most of the notes.
 */
const NOTES = 10_000;
const ROUNDS = 100;
const QUERIES = [
  'note:shepherd',
  'note:"good shepherd"',
  'note:shep*',
  'note:zebra',
  'note:grace',
  'tag:sermon',
  'highlight:yellow',
  'love tag:sermon in:John -highlight:grey note:grace',
];
// Common words, then 3,000 made-up rarer ones: a reader's notes use many words, few of them in most notes.
const COMMON = 'the lord is my and in of to that for his he a be with this not grace love faith'.split(' ');
const LETTERS = 'abcdefghijklmnoprstuvw';

// mulberry32: a small seeded generator whose low values come as often as any (the notes naming a shepherd).
let seed = 7;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const RARE = Array.from({ length: 3_000 }, () =>
  Array.from({ length: 4 + Math.floor(random() * 6) }, () => pick([...LETTERS])).join(''),
);

function noteText(): string {
  const words = Array.from({ length: 20 + Math.floor(random() * 60) }, () =>
    random() < 0.5 ? pick(COMMON) : pick(RARE),
  );
  // One note in fifty names a shepherd ("Good Shepherd." in one of them in three).
  if (random() < 0.02) {
    const named = random() < 0.33 ? ['Good', 'Shepherd.'] : ['shepherds', 'shepherd'];
    words.splice(Math.floor(random() * words.length), 0, ...named);
  }
  return words.join(' ');
}

async function bench(kind: DatabaseKind): Promise<void> {
  const database = await createTestDatabase(kind);
  try {
    const readers = await database.db
      .insert(users)
      .values([
        { username: `bench-a-${Date.now()}`, passwordHash: 'x' },
        { username: `bench-b-${Date.now()}`, passwordHash: 'x' },
      ])
      .returning({ id: users.id });
    for (const reader of readers) {
      const rows = Array.from({ length: NOTES + 2_000 }, (_, at) => {
        const key =
          (1 + Math.floor(random() * 66)) * 1_000_000 +
          (1 + Math.floor(random() * 20)) * 1_000 +
          1 +
          Math.floor(random() * 30);
        const kind: 'note' | 'highlight' | 'bookmark' =
          at < NOTES ? 'note' : pick(['highlight', 'bookmark'] as const);
        return {
          userId: reader.id,
          kind,
          ref: 'Gen.1.1',
          startKey: key,
          endKey: key,
          color: kind === 'highlight' ? pick(['yellow', 'grey', 'blue']) : null,
          note: kind === 'note' ? noteText() : null,
          tags: random() < 0.05 ? ['sermon'] : [],
        };
      });
      for (let start = 0; start < rows.length; start += 1_000) {
        await database.db.insert(studyMarks).values(rows.slice(start, start + 1_000));
      }
    }
    await database.db.execute(sql`ANALYZE study_marks`);
    const repository = new MarkSearchRepository(database.db);
    const userId = readers[0]!.id;
    const terms = QUERIES.map((text) => {
      const query = parseQuery(text);
      if ('error' in query) throw new Error(query.error);
      return personalTerms(query);
    });
    const samples = QUERIES.map((): number[] => []);
    const found = QUERIES.map(() => 0);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [at, asked] of terms.entries()) {
        const start = performance.now();
        const rows = await repository.matching(userId, asked);
        samples[at]!.push(performance.now() - start);
        found[at] = rows.reduce((sum, marks) => sum + marks.startKeys.length, 0);
      }
    }
    console.log(`\n${kind}: ${NOTES} notes and 2,000 other marks a reader, two readers, ${ROUNDS} rounds`);
    for (const [at, text] of QUERIES.entries()) {
      const summary = summarise(samples[at]!.slice(20));
      console.log(
        `${text.padEnd(55)} ${String(found[at]).padStart(6)} marks  median ${summary.median.toFixed(2)} ms  p99 ${summary.p99.toFixed(2)} ms`,
      );
    }
  } finally {
    await database.destroy();
  }
}

await bench('pglite');
if (await postgresReachable()) await bench('postgres');
