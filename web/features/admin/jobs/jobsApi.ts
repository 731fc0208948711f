import { useQuery } from '@tanstack/react-query';
import type { JobStatus } from '../../../../core/admin/jobs';
import { mailCalls } from '../../../../core/api/mail.requests';
import { useApi } from '../../../api/context';

/** How many recent jobs the panel lists. */
export const JOBS_SHOWN = 50;

/** The background jobs (GET /api/admin/jobs), refreshed every 15 seconds while the panel is open. */
export function useJobs(status: JobStatus | '') {
  const api = useApi();
  const query = { limit: JOBS_SHOWN, status: status || undefined };
  return useQuery({
    queryKey: ['admin', 'jobs', status],
    queryFn: () => api.call(mailCalls.jobs, { query }),
    refetchInterval: 15_000,
  });
}
