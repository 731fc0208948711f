import type { TestUser } from '../../../core/api/dev';
import { devCalls } from '../../../core/api/dev.requests';
import type { ApiClient } from '../../api/client';

/** The test session the developer page keeps, as the server answered it (never the cookie secret). */
export type TestSession = TestUser;

const TEST_SESSION_KEY = 'openconcordance.testSession';

export function storedTestSession(): TestSession | null {
  try {
    const raw = localStorage.getItem(TEST_SESSION_KEY);
    return raw ? (JSON.parse(raw) as TestSession) : null;
  } catch {
    return null;
  }
}

export function storeTestSession(session: TestSession | null): void {
  if (session) localStorage.setItem(TEST_SESSION_KEY, JSON.stringify(session));
  else localStorage.removeItem(TEST_SESSION_KEY);
}

/** POST /api/dev-session: a throwaway account with role user, signed in. */
export function createTestSession(api: ApiClient): Promise<TestSession> {
  return api.call(devCalls.createSession, {
    body: {
      timestamp: Date.now(),
      requestId: crypto.randomUUID(),
      clientInfo: {
        userAgent: navigator.userAgent.slice(0, 500),
        viewportWidth: window.innerWidth,
        viewportHeight: window.innerHeight,
      },
    },
  });
}

/** POST /api/refresh-session: whether the signed-in session is still the stored test session. */
export function verifyTestSession(api: ApiClient, session: TestSession): Promise<TestSession> {
  return api.call(devCalls.refreshSession, {
    body: { sessionId: session.sessionId, userId: session.id, username: session.username },
  });
}
