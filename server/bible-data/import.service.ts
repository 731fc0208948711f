import { versificationByName } from '../../core/bible/versification';
import { isAvailable, type ImportSource, type SourceData } from '../../ingest/sources';
import { validateBibleText, type ValidationReport } from '../../ingest/validation';
import type { ImportRepository } from './import.repository';

/** Receives what an import is doing, for a progress bar or a log. */
export interface ImportProgress {
  stage(source: string, message: string): void;
  progress(source: string, done: number, total: number): void;
}

export interface ImportOutcome {
  source: string;
  status: 'completed' | 'failed';
  /** Rows written (verses or entries). */
  count: number;
  durationMs: number;
  report?: ValidationReport;
  error?: string;
}

const silent: ImportProgress = { stage: () => undefined, progress: () => undefined };

/** Runs imports: read a source, validate it, write it all-or-nothing, and record the run. */
export class ImportService {
  constructor(private readonly repository: ImportRepository) {}

  /** Imports one source; a failure is recorded and answered, never half-written. */
  async importSource(source: ImportSource, progress: ImportProgress = silent): Promise<ImportOutcome> {
    const started = Date.now();
    const runId = await this.repository.startRun(source.id);
    try {
      progress.stage(source.id, 'reading');
      const data = await source.load();
      const { count, report } = await this.write(source.id, data, progress);
      const outcome: ImportOutcome = {
        source: source.id,
        status: 'completed',
        count,
        durationMs: Date.now() - started,
        report,
      };
      await this.repository.finishRun(runId, { status: 'completed', report: report ?? { count } });
      return outcome;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.repository.finishRun(runId, { status: 'failed', error: message });
      return {
        source: source.id,
        status: 'failed',
        count: 0,
        durationMs: Date.now() - started,
        error: message,
      };
    }
  }

  /**
   * Imports the sources that are installed on this machine, one after another. With `onlyNew`, sources
   * that were already imported once are skipped (the first start of the site uses this).
   */
  async importAvailable(
    sources: readonly ImportSource[],
    progress: ImportProgress = silent,
    options: { onlyNew?: boolean } = {},
  ): Promise<ImportOutcome[]> {
    const done = options.onlyNew ? await this.repository.completedSources() : new Set<string>();
    const outcomes: ImportOutcome[] = [];
    for (const source of sources) {
      if (done.has(source.id)) continue;
      if (!isAvailable(source)) {
        progress.stage(
          source.id,
          `skipped: ${source.requiredFile} is missing (install ${source.installHint})`,
        );
        continue;
      }
      outcomes.push(await this.importSource(source, progress));
    }
    return outcomes;
  }

  /** Writes already-parsed data (also used for administrators' uploads). */
  async write(
    sourceId: string,
    data: SourceData,
    progress: ImportProgress = silent,
  ): Promise<{ count: number; report?: ValidationReport }> {
    switch (data.kind) {
      case 'bible': {
        progress.stage(sourceId, 'validating');
        // A text in a versification we have no table for (the Hebrew Bible's) is checked without gap counts.
        const versification = data.versification ?? versificationByName(data.text.meta.versification);
        const report = validateBibleText(data.text, versification, await this.repository.knownStrongs());
        progress.stage(sourceId, 'writing');
        await this.repository.replaceBible(data.text, (done, total) =>
          progress.progress(sourceId, done, total),
        );
        return { count: data.text.verses.length, report };
      }
      case 'lexicon':
        progress.stage(sourceId, 'writing');
        await this.repository.replaceLexicon(data.source, data.entries);
        return { count: data.entries.length };
      case 'scholarly':
        progress.stage(sourceId, 'writing');
        await this.repository.replaceScholarly(data.source, data.entries);
        return { count: data.entries.length };
      case 'verse-map':
        progress.stage(sourceId, 'writing');
        await this.repository.replaceVerseMap(data.fromSystem, data.toSystem, data.rows);
        return { count: data.rows.length };
    }
  }
}
