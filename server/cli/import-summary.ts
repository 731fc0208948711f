import type { ImportOutcome } from '../bible-data/import.service';

/** One line per import: what was written, how long it took, and what the validation found. */
export function summariseOutcome(outcome: ImportOutcome): string {
  const seconds = (outcome.durationMs / 1000).toFixed(1);
  if (outcome.status === 'failed') return `✗ ${outcome.source}: failed after ${seconds} s: ${outcome.error}`;
  const parts = [`✓ ${outcome.source}: ${outcome.count.toLocaleString('en')} rows in ${seconds} s`];
  const report = outcome.report;
  if (report) {
    parts.push(
      `${report.books} books, ${report.chapters.toLocaleString('en')} chapters, ${report.verses.toLocaleString('en')} verses`,
    );
    const findings = [
      ['missing', report.missing.count],
      ['extra', report.extra.count],
      ['empty', report.emptyVerses.count],
      ['duplicate', report.duplicateVerses.count],
      ["unknown Strong's numbers", report.unknownStrongs.count],
    ] as const;
    const noted = findings.filter(([, count]) => count > 0).map(([label, count]) => `${count} ${label}`);
    parts.push(noted.length ? noted.join(', ') : 'no problems found');
  }
  return parts.join('; ');
}
