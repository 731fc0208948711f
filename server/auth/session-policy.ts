const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a session may last in all, and how long it may go unused, by role (decision 105). */
export interface SessionPolicy {
  lifetimeMs: number;
  idleMs: number;
}

/** Readers stay signed in for a month if they come back within a week; administrators for half a day. */
export const sessionPolicies = {
  user: { lifetimeMs: 30 * DAY, idleMs: 7 * DAY },
  admin: { lifetimeMs: 12 * HOUR, idleMs: 2 * HOUR },
} satisfies Record<'user' | 'admin', SessionPolicy>;

/** The longest idle time of any role: sessions unused for longer are deleted whoever held them. */
export const LONGEST_IDLE_MS = Math.max(...Object.values(sessionPolicies).map((policy) => policy.idleMs));

/** Last-seen is written at most this often, so a busy reader does not cost a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * Whether a session still holds at `now`: before its expiry, within its role's lifetime (a session begun
 * before the role's limit was shortened ends too) and used recently enough.
 */
export function sessionHolds(session: SessionTimes, role: 'user' | 'admin', now: Date): boolean {
  const policy = sessionPolicies[role];
  const time = now.getTime();
  return (
    session.expiresAt.getTime() > time &&
    session.createdAt.getTime() + policy.lifetimeMs > time &&
    session.lastSeenAt.getTime() + policy.idleMs > time
  );
}

/** True when last-seen is old enough to be worth writing again. */
export function sessionNeedsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}

/** The most sessions one user keeps: a new sign-in past it ends the least recently used (decision 259). */
export const MAX_SESSIONS_PER_USER = 50;
