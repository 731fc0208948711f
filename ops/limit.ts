import type { Goals } from './figures';
import { Client } from './load';

/**
 * The per-address search limit, once across the three instances (decision 363): 60 searches from one address
 * through nginx, which sends them round-robin to the instances, give 50 answers and 10 refusals, not 60.
 */
export async function checkSearchLimit(baseUrl: string, goals: Goals): Promise<void> {
  const prober = new Client(baseUrl, '127.0.4.1');
  const statuses: number[] = [];
  for (let n = 0; n < 60; n += 1)
    statuses.push(
      (await prober.request('GET', `/api/search-strongs?q=light&version=kjv&page=1&n=${n}`)).status,
    );
  prober.close();
  const answered = statuses.filter((status) => status === 200).length;
  const refused = statuses.filter((status) => status === 429).length;
  console.log(
    `Search limit: 60 searches from one address through nginx: ${answered} answered, ${refused} refused`,
  );
  goals.goal(
    answered === 50 && refused === 10,
    `the search limit holds once across three instances: ${answered} of 60 answered, ${refused} refused (50 and 10)`,
  );
}
