import { useState } from 'react';
import { JOB_STATUSES, type JobStatus } from '../../../../core/admin/jobs';
import type { Job } from '../../../../core/api/mail';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { Select } from '../../../ui/Select';
import { Spinner } from '../../../ui/Spinner';
import { formatDateTime } from '../dates';
import { JOB_STATUS_LABELS, jobKindLabel } from './jobLabels';
import { useJobs } from './jobsApi';

const badge: Record<JobStatus, string> = {
  queued: 'bg-amber-100 text-amber-900',
  running: 'bg-blue-100 text-blue-900',
  completed: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

const columns: DataColumn<Job>[] = [
  {
    header: 'Job',
    cell: (job) => (
      <>
        {jobKindLabel(job.kind)}
        <span className="ml-1 text-xs text-muted">#{job.id}</span>
      </>
    ),
  },
  {
    header: 'Status',
    cell: (job) => (
      <>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge[job.status]}`}>
          {JOB_STATUS_LABELS[job.status]}
        </span>
        {job.error ? <p className="mt-1 text-xs break-words text-muted">{job.error}</p> : null}
      </>
    ),
  },
  { header: 'Attempts', cell: (job) => job.attempts },
  { header: 'Run at', cell: (job) => when(job.runAt) },
  { header: 'Finished', cell: (job) => when(job.finishedAt) },
];

function JobsTable({ jobs, caption }: { jobs: Job[]; caption: string }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <DataTable caption={caption} columns={columns} rows={jobs} rowKey={(job) => job.id} />
    </div>
  );
}

/**
 * Background Jobs (decision 148): how many jobs are in each state, the failed ones with their errors (always
 * shown, however many scheduled runs came since), and the most recent jobs, filtered by status.
 */
export function JobsPanel() {
  const [status, setStatus] = useState<JobStatus | ''>('');
  const jobs = useJobs(status);

  return (
    <section
      aria-labelledby="jobs-heading"
      className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm"
    >
      <h2 id="jobs-heading" className="font-serif text-2xl font-bold text-brand-800">
        Background Jobs
      </h2>
      <p className="mt-1 text-sm text-muted">
        Emails, the Hebrew word of the day and other scheduled work. A job that fails is tried again after 1,
        5, 15 and 60 minutes, then marked failed.
      </p>
      {jobs.isPending ? (
        <Spinner label="Loading the background jobs…" />
      ) : jobs.isError ? (
        <p role="alert" className="mt-4 text-danger-600">
          Failed to load the background jobs
        </p>
      ) : (
        <>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Jobs by status">
            {JOB_STATUSES.map((value) => (
              <div key={value} className="flex gap-1">
                <dt>{JOB_STATUS_LABELS[value]}:</dt>
                <dd className="font-semibold">{jobs.data.counts[value]}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 font-serif text-xl font-bold text-brand-800">Failed jobs</h3>
          {jobs.data.failed.length === 0 ? (
            <p className="mt-2 text-muted">No failed jobs</p>
          ) : (
            <JobsTable jobs={jobs.data.failed} caption="Failed jobs, newest first" />
          )}
          <h3 className="mt-6 font-serif text-xl font-bold text-brand-800">Recent jobs</h3>
          <div className="mt-2 max-w-xs">
            <Select
              label="Status"
              value={status || 'all'}
              options={[
                { value: 'all', label: 'All' },
                ...JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] })),
              ]}
              onValueChange={(value) => setStatus(value === 'all' ? '' : (value as JobStatus))}
            />
          </div>
          {jobs.data.jobs.length === 0 ? (
            <p className="mt-3 text-muted">No jobs yet</p>
          ) : (
            <JobsTable jobs={jobs.data.jobs} caption="Recent jobs, newest first" />
          )}
        </>
      )}
    </section>
  );
}
