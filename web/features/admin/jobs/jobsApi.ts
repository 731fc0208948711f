import { useQuery } from '@tanstack/react-query';
import type { JobStatus } from '../../../../core/admin/jobs';
import type { JobsResponse } from '../../../../core/api/mail';
import { apiGet } from '../../../api/client';

/** How many recent jobs the panel lists. */
export const JOBS_SHOWN = 50;

/** The background jobs (GET /api/admin/jobs), refreshed every 15 seconds while the panel is open. */
export function useJobs(status: JobStatus | '') {
  const query = new URLSearchParams({ limit: String(JOBS_SHOWN) });
  if (status) query.set('status', status);
  return useQuery({
    queryKey: ['admin', 'jobs', status],
    queryFn: () => apiGet<JobsResponse>(`/api/admin/jobs?${query}`),
    refetchInterval: 15_000,
  });
}
