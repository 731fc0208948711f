import { call } from './contract';
import type { DevStats, TestUser } from './dev';
/** The developer pages' requests (decision 275). */
export const devCalls = {
  stats: call('GET', '/api/dev/stats').answer<DevStats>(),
  createSession: call('POST', '/api/dev-session')
    .body<{
      timestamp: number;
      requestId: string;
      clientInfo: { userAgent: string; viewportWidth: number; viewportHeight: number };
    }>()
    .answer<TestUser>(),
  refreshSession: call('POST', '/api/refresh-session')
    .body<{ sessionId: string; userId: string; username: string }>()
    .answer<TestUser>(),
};
