import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { studySourcesCheck } from '../bot/checks/study-sources.check';
import type { CheckContext } from '../bot/check';
import { StudySourceDataError, type StudySource, type StudySourceReport } from './study-source';
import { StudySourcesRepository } from './study-sources.repository';
import { StudySourcesService } from './study-sources.service';

const kinds = await databaseKinds();

/** A study source of a few lines: each line a word, `bad` refused with its line number. */
class WordsSource implements StudySource {
  readonly title = 'Words';
  readonly credit = 'Words, public domain';
  readonly creditUrl = 'https://example.org/words';
  readonly licence = 'public domain';
  readonly settingKey = 'study.crossReferences.enabled';
  words: string[] | undefined;
  loads = 0;
  constructor(
    readonly id: string,
    private readonly shippedText: string | undefined,
  ) {}
  shipped() {
    return { available: this.shippedText !== undefined, installHint: 'the words file' };
  }
  async load(upload?: Uint8Array): Promise<StudySourceReport> {
    const text = upload ? Buffer.from(upload).toString('utf8') : this.shippedText!;
    const words = text.split('\n');
    const bad = words.indexOf('bad');
    if (bad >= 0) throw new StudySourceDataError('"bad" is not a word', bad + 1);
    this.words = words;
    this.loads++;
    return { counts: { words: words.length }, checksum: `sum-${text}`, credit: this.credit };
  }
  unload() {
    this.words = undefined;
  }
  isLoaded() {
    return this.words !== undefined;
  }
}

describe.each(kinds)('Study sources registry on %s', (kind) => {
  let harness: TestApp;
  const registry = (sources: StudySource[]) =>
    new StudySourcesService(
      sources,
      new StudySourcesRepository(harness.app.database.db),
      harness.app.services.settings,
    );

  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('imports on the first start, loads on later starts, and leaves a removed source removed', async () => {
    const first = new WordsSource(`words-${kind}`, 'alpha\nbeta');
    const reports = await registry([first]).start({ importNew: true, refreshMs: 0 });
    expect(reports.map((report) => report.counts)).toEqual([{ words: 2 }]);
    expect(first.isLoaded()).toBe(true);

    // A later start (another instance) loads what was imported, importing nothing.
    const second = new WordsSource(`words-${kind}`, 'alpha\nbeta');
    const again = registry([second]);
    expect(await again.start({ importNew: true, refreshMs: 0 })).toEqual([]);
    expect(second.words).toEqual(['alpha', 'beta']);

    await again.remove(second.id);
    expect(second.isLoaded()).toBe(false);
    const third = new WordsSource(`words-${kind}`, 'alpha\nbeta');
    expect(await registry([third]).start({ importNew: true, refreshMs: 0 })).toEqual([]);
    expect(third.isLoaded()).toBe(false);
    const [status] = await registry([third]).statuses();
    expect(status).toMatchObject({ state: 'removed', loaded: false, report: { counts: { words: 2 } } });
  });

  it('replaces by upload, refuses a bad file with its line keeping the old data, and other instances follow', async () => {
    const here = new WordsSource(`upload-${kind}`, 'one');
    const there = new WordsSource(`upload-${kind}`, 'one');
    const mine = registry([here]);
    const theirs = registry([there]);
    await mine.start({ importNew: true, refreshMs: 0 });
    await theirs.start({ importNew: false, refreshMs: 0 });

    await expect(mine.replace(here.id, Buffer.from('one\ntwo\nbad'))).rejects.toThrow(
      'line 3: "bad" is not a word',
    );
    expect(here.words).toEqual(['one']);
    expect((await mine.statuses())[0]).toMatchObject({ uploaded: false, report: { checksum: 'sum-one' } });

    await mine.replace(here.id, Buffer.from('one\ntwo'));
    expect(here.words).toEqual(['one', 'two']);
    await theirs.refresh();
    expect(there.words).toEqual(['one', 'two']);
    const loads = there.loads;
    await theirs.refresh();
    expect(there.loads).toBe(loads);

    await mine.import(here.id);
    await theirs.refresh();
    expect(there.words).toEqual(['one']);
    expect((await theirs.statuses())[0]).toMatchObject({ state: 'imported', uploaded: false });
  });

  it('the bot lists a source never imported, and one not installed, and imports the first itself', async () => {
    const waiting = new WordsSource(`waiting-${kind}`, 'x');
    const absent = new WordsSource(`absent-${kind}`, undefined);
    const studySources = registry([waiting, absent]);
    expect(await studySourcesCheck.run({ studySources } as unknown as CheckContext)).toEqual([]);
    await studySources.start({ importNew: false, refreshMs: 0 });
    const findings = await studySourcesCheck.run({ studySources } as unknown as CheckContext);
    expect(findings.map((finding) => finding.fingerprint)).toEqual([
      `study-sources:not-loaded:waiting-${kind}`,
      `study-sources:missing:absent-${kind}`,
    ]);
    expect(await findings[0]!.repair!()).toBe('Imported Words: 1 words.');
    expect(waiting.isLoaded()).toBe(true);
    const after = await studySourcesCheck.run({ studySources } as unknown as CheckContext);
    expect(after.map((finding) => finding.fingerprint)).toEqual([`study-sources:missing:absent-${kind}`]);
  });

  it('a source is served only while loaded and its setting is on', async () => {
    const words = new WordsSource(`setting-${kind}`, 'x');
    const studySources = registry([words]);
    expect(await studySources.enabled(words.id)).toBe(false);
    await studySources.import(words.id);
    expect(await studySources.enabled(words.id)).toBe(true);
    await harness.app.services.settings.update('study.crossReferences.enabled', 'false', {
      id: null,
      username: 'test',
    });
    expect(await studySources.enabled(words.id)).toBe(false);
    await harness.app.services.settings.update('study.crossReferences.enabled', 'true', {
      id: null,
      username: 'test',
    });
  });
});
