import type { JobStatus } from '../../../../core/admin/jobs';

/** What administrators read for the job kinds the site runs; others show their kind as it is. */
const KIND_LABELS: Record<string, string> = {
  'mail.send': 'Send an email',
  'hebrew-word-of-day': 'Hebrew word of the day',
};

export function jobKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};
