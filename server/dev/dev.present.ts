import type { TestUser } from '../../core/api/dev';
import type { SessionUser } from '../auth/auth.service';

/** A signed-in test user as the developer pages show it. */
export function presentTestUser(user: SessionUser): TestUser {
  const { id, username, role, sessionId } = user;
  return { id, username, role, sessionId, authenticated: true, testUser: true };
}
