import type { AuthRepository, ThrottleRow } from './auth.repository';

/** How attempts on one key are slowed down: some free, then each waits twice as long as the one before. */
export interface ThrottlePolicy {
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** A key's count is forgotten after a day without attempts (and its row pruned, server/maintenance). */
export const THROTTLE_MEMORY_MS = 24 * 60 * MINUTE;

/**
 * Per username: 5 free attempts, then 1 s, 2 s, 4 s … up to 15 minutes between attempts. Per address: 30
 * free failures (successes are refunded), then the same doubling. A known device has its own count instead.
 */
export const throttlePolicies = {
  user: { freeAttempts: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  address: { freeAttempts: 30, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  device: { freeAttempts: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
} satisfies Record<string, ThrottlePolicy>;

type ThrottleKind = keyof typeof throttlePolicies;

/** The wait after `attempts` counted attempts: none while free attempts remain, then doubling to the cap. */
export function delayAfter(attempts: number, policy: ThrottlePolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  const doublings = Math.min(attempts - policy.freeAttempts, 30);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

/** The attempts that still count at `now`: none once the key has been quiet for a day. */
function countedAttempts(row: ThrottleRow, now: Date): number {
  return now.getTime() - row.lastAttemptAt.getTime() > THROTTLE_MEMORY_MS ? 0 : row.attempts;
}

function kindOf(key: string): ThrottleKind {
  return key.slice(0, key.indexOf(':')) as ThrottleKind;
}

/** Which counts a password check runs under. */
export interface ThrottleSubject {
  usernameLower: string;
  address: string;
  /** The nonce of a known-device cookie this user's browser holds, when it holds one for this user. */
  knownDeviceNonce?: string | undefined;
}

/**
 * A browser that signed in to this account before counts on its own key only, so nobody else's guesses can
 * slow its owner down (OWASP "device cookies"); any other attempt counts per username and per address.
 */
export function throttleKeys(subject: ThrottleSubject): string[] {
  if (subject.knownDeviceNonce) return [`device:${subject.knownDeviceNonce}`];
  return [usernameThrottleKey(subject.usernameLower), `address:${subject.address}`];
}

/** The key that counts attempts on a username, from any address. */
export function usernameThrottleKey(username: string): string {
  return `user:${username.toLowerCase()}`;
}

/** Password checks slowed down per username, address and known device; counts live in the database. */
export class LoginThrottle {
  constructor(private readonly repository: AuthRepository) {}

  /**
   * Counts one attempt on every key at once, before the password is checked, under a row lock: concurrent
   * attempts queue, so a burst gets exactly the free attempts through. Answers the time the caller must wait
   * until, or undefined when the attempt may run (and has been counted).
   */
  claim(keys: string[], now: Date): Promise<Date | undefined> {
    return this.repository.withThrottlesLocked(keys, now, (rows) => {
      let waitUntil: Date | undefined;
      for (const row of rows) {
        const ready = row.lastAttemptAt.getTime() + delayAfter(countedAttempts(row, now), policyOf(row.key));
        if (ready > now.getTime() && (!waitUntil || ready > waitUntil.getTime())) waitUntil = new Date(ready);
      }
      if (waitUntil) return { result: waitUntil, updates: [] };
      const updates = rows.map((row) => ({
        key: row.key,
        attempts: countedAttempts(row, now) + 1,
        lastAttemptAt: now,
      }));
      return { result: undefined, updates };
    });
  }

  /**
   * After the right password: the username's and device's counts start again; the address's loses this
   * attempt only, so a valid account of one's own cannot wipe the count of guesses at others.
   */
  async succeeded(keys: string[]): Promise<void> {
    const refunded = keys.filter((key) => kindOf(key) === 'address');
    await this.repository.forgetThrottles(keys.filter((key) => !refunded.includes(key)));
    await this.repository.refundThrottles(refunded);
  }
}

function policyOf(key: string): ThrottlePolicy {
  return throttlePolicies[kindOf(key)];
}
