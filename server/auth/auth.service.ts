import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../db/database';
import { errors } from '../errors';
import { SESSION_CACHE } from '../http/cache-budget';
import { LruCache } from '../http/lru-cache';
import type { SessionCache } from './session-cache';
import type { AuthRepository, UserRow } from './auth.repository';
import type { User as PublicUser } from '../../core/api/auth';
import { presentUser } from './auth.present';
import { isCommonPassword } from './common-passwords';
import { LoginThrottle, throttleKeys } from './login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import {
  LONGEST_IDLE_MS,
  MAX_SESSIONS_PER_USER,
  SESSION_TOUCH_INTERVAL_MS,
  sessionHolds,
  sessionNeedsTouch,
  sessionPolicies,
} from './session-policy';

export interface SessionUser extends PublicUser {
  sessionId: string;
}

/** A browser that signed in to an account before: the account's id and the browser's own random nonce. */
export interface KnownDevice {
  userId: string;
  nonce: string;
}

/** Where a password check comes from: the caller's address and the known-device cookie it sent, if any. */
export interface AttemptContext {
  address: string;
  device?: KnownDevice | undefined;
}

/** A new session: the user, the cookie token, and the known-device cookie the browser should now hold. */
export interface SignIn {
  user: SessionUser;
  token: string;
  device: KnownDevice;
}

/** A token is stored only as its SHA-256, so the sessions table does not hold usable cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Accounts and sessions: registration, throttled login, password changes, logout, the current user. */
export class AuthService {
  private readonly throttle: LoginThrottle;
  /** Token hashes worked out, by token: a signed-in request's session is found by its hash (decision 411). */
  private readonly tokenHashes = new LruCache<string, string>(SESSION_CACHE.sessions);

  constructor(
    private readonly repository: AuthRepository,
    private readonly now: () => Date = () => new Date(),
    /** Sessions kept in memory (decision 366); none for the command-line tools. */
    private readonly sessions?: SessionCache,
  ) {
    this.throttle = new LoginThrottle(repository);
  }

  /** Hears every instance's ends of sessions and changes of accounts (migration 0019's triggers). */
  async listen(database: DatabaseHandle): Promise<void> {
    await this.sessions?.listen(database);
  }

  async close(): Promise<void> {
    await this.sessions?.close();
  }

  /** Creates a user account and signs it in. */
  async register(username: string, password: string): Promise<SignIn> {
    await refuseCommonPassword(password);
    if (await this.repository.findUserByUsername(username)) throw errors.usernameTaken();
    const row = await this.repository.insertUser({
      username,
      passwordHash: await hashPassword(password),
      role: 'user',
    });
    // A concurrent registration of the same name loses the race at the unique index.
    if (!row) throw errors.usernameTaken();
    return this.startSession(row);
  }

  /** Checks the credentials, throttled before the check runs (decision 104), and starts a new session. */
  async login(username: string, password: string, context: AttemptContext): Promise<SignIn> {
    const row = await this.repository.findUserByUsername(username);
    const keys = this.keysFor(username, row, context);
    await this.claimAttempt(keys);
    const valid = row
      ? await verifyPassword(row.passwordHash, password)
      : (await verifyAgainstDummy(password), false);
    if (!row || !valid) throw errors.invalidCredentials();
    await this.throttle.succeeded(keys);
    return this.startSession(row);
  }

  /**
   * Replaces the signed-in user's password after checking the current one (counted like a login attempt),
   * clears the must-change flag and signs out every other session of the user.
   */
  async changePassword(
    user: SessionUser,
    passwords: { currentPassword: string; newPassword: string },
    context: AttemptContext,
  ): Promise<PublicUser> {
    const row = await this.confirmPassword(user, passwords.currentPassword, context);
    if (passwords.newPassword === passwords.currentPassword) throw errors.samePassword();
    await refuseCommonPassword(passwords.newPassword);
    await this.repository.updatePassword(row.id, await hashPassword(passwords.newPassword), false);
    await this.repository.deleteSessionsOfUser(row.id, user.sessionId);
    return presentUser({ ...row, mustChangePassword: false });
  }

  /**
   * Checks the signed-in user's own password before a grave change (a new password, deleting the account),
   * counted like a login attempt (decision 104): 429 while the user must wait, 400 when it is wrong.
   */
  async confirmPassword(user: Pick<SessionUser, 'id'>, password: string, context: AttemptContext) {
    const row = await this.repository.findUserById(user.id);
    if (!row) throw errors.notSignedIn();
    const keys = this.keysFor(row.username, row, context);
    await this.claimAttempt(keys);
    if (!(await verifyPassword(row.passwordHash, password))) throw errors.wrongCurrentPassword();
    await this.throttle.succeeded(keys);
    return row;
  }

  /** Ends the session on the server; an unknown token is already ended. */
  async logout(token: string): Promise<void> {
    await this.repository.deleteSession(hashToken(token));
  }

  /** The signed-in user for a session token, or undefined when the session is unknown, expired or idle. */
  async currentUser(token: string): Promise<SessionUser | undefined> {
    const now = this.now();
    let tokenHash = this.tokenHashes.get(token);
    if (tokenHash === undefined) {
      tokenHash = hashToken(token);
      this.tokenHashes.set(token, tokenHash);
    }
    // A kept session still in force, and not yet due to be touched, costs no statement (decision 366).
    const kept = this.sessions?.get(tokenHash, now.getTime());
    if (kept && sessionHolds(kept.session, kept.role, now) && !sessionNeedsTouch(kept.session, now))
      return { ...presentUser(kept), sessionId: kept.sessionId };
    const epoch = this.sessions?.epoch ?? 0;
    const row = await this.repository.findSessionUser(tokenHash, now);
    if (!row) return undefined;
    if (!sessionHolds(row.session, row.role, now)) {
      await this.repository.deleteSessionById(row.sessionId);
      return undefined;
    }
    if (sessionNeedsTouch(row.session, now)) {
      const staleBefore = new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS);
      await this.repository.touchSession(row.sessionId, now, staleBefore);
      row.session = { ...row.session, lastSeenAt: now };
    }
    this.sessions?.keep(tokenHash, row, epoch, now.getTime());
    return { ...presentUser(row), sessionId: row.sessionId };
  }

  /**
   * Creates an administrator, or gives an existing one a new password and signs them out everywhere. A
   * generated password must be changed at the first sign-in; a chosen one must not be a common password.
   */
  async createAdmin(
    username: string,
    password?: string,
  ): Promise<{ user: PublicUser; password: string; created: boolean }> {
    const generated = password === undefined;
    const chosen = password ?? generatePassword();
    if (!generated) await refuseCommonPassword(chosen);
    const existing = await this.repository.findUserByUsername(username);
    const passwordHash = await hashPassword(chosen);
    if (existing) {
      if (existing.role !== 'admin') throw errors.usernameTaken();
      await this.repository.updatePassword(existing.id, passwordHash, generated);
      await this.repository.deleteSessionsOfUser(existing.id);
      return {
        user: presentUser({ ...existing, mustChangePassword: generated }),
        password: chosen,
        created: false,
      };
    }
    const row = await this.repository.insertUser({
      username,
      passwordHash,
      role: 'admin',
      mustChangePassword: generated,
    });
    if (!row) throw errors.usernameTaken();
    return { user: presentUser(row), password: chosen, created: true };
  }

  /** Creates the first administrator when there is none; answers undefined when one exists. */
  async ensureAdmin(
    username: string,
    password?: string,
  ): Promise<{ user: PublicUser; password: string; generated: boolean } | undefined> {
    if ((await this.repository.countAdmins()) > 0) return undefined;
    const result = await this.createAdmin(username, password);
    return { user: result.user, password: result.password, generated: password === undefined };
  }

  /** The throttle keys of a password check: the known device's own, when the browser holds this user's. */
  private keysFor(username: string, row: UserRow | undefined, context: AttemptContext): string[] {
    const knownDevice = row && context.device?.userId === row.id ? context.device.nonce : undefined;
    return throttleKeys({
      usernameLower: username.toLowerCase(),
      address: context.address,
      knownDeviceNonce: knownDevice,
    });
  }

  /** Counts the attempt, or answers 429 with the wait without running the password check. */
  private async claimAttempt(keys: string[]): Promise<void> {
    const now = this.now();
    const waitUntil = await this.throttle.claim(keys, now);
    if (waitUntil) {
      throw errors.tooManyLoginAttempts(Math.max(1, Math.ceil((waitUntil.getTime() - now.getTime()) / 1000)));
    }
  }

  private async startSession(row: UserRow): Promise<SignIn> {
    const now = this.now();
    const token = randomBytes(32).toString('base64url');
    const sessionId = await this.repository.insertSession({
      tokenHash: hashToken(token),
      userId: row.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + sessionPolicies[row.role].lifetimeMs),
    });
    await this.repository.deleteEndedSessions(now, new Date(now.getTime() - LONGEST_IDLE_MS));
    await this.repository.deleteSessionsBeyond(row.id, MAX_SESSIONS_PER_USER);
    const device = { userId: row.id, nonce: randomBytes(16).toString('base64url') };
    return { user: { ...presentUser(row), sessionId }, token, device };
  }
}

/** Refuses the passwords every guesser tries first (decision 105). */
async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw errors.commonPassword();
}

/** A random password of 20 characters from an alphabet without look-alike characters. */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length * 2);
  let password = '';
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 256 - (256 % alphabet.length)) password += alphabet[byte % alphabet.length];
    if (password.length === length) return password;
  }
  return password + generatePassword(length - password.length);
}
