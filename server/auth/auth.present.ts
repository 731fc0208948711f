import type { User as PublicUser } from '../../core/api/auth';
import type { UserRow } from './auth.repository';

/** Shapes a user row into what the API may show; never the password hash. */
export function presentUser(
  row: Pick<UserRow, 'id' | 'username' | 'role' | 'mustChangePassword'>,
): PublicUser {
  return { id: row.id, username: row.username, role: row.role, mustChangePassword: row.mustChangePassword };
}
