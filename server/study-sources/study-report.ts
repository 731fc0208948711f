import type { StudySourceReport } from './study-source';

/** One line of an import report: counts, data version, checksum and credit. */
export function summariseStudyReport(report: StudySourceReport, id?: string): string {
  const counts = Object.entries(report.counts)
    .map(([name, value]) => `${value.toLocaleString('en')} ${name}`)
    .join(', ');
  const version = report.dataVersion ? ` (data ${report.dataVersion})` : '';
  return `${id ? `${id}: ` : ''}${counts}${version}; sha256 ${report.checksum.slice(0, 16)}…; ${report.credit}`;
}
