import { createHash, randomBytes } from 'node:crypto';
import { errors } from '../errors';
import type { AuthRepository, UserRow } from './auth.repository';
import type { User as PublicUser } from '../../core/api/auth';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';

export const SESSION_DAYS = 30;
const FAILURE_WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_USERNAME = 10;
const MAX_FAILURES_PER_ADDRESS = 50;

export interface SessionUser extends PublicUser {
  sessionId: string;
}

/** Shapes a user row into what the API may show; never the password hash. */
export function presentUser(row: Pick<UserRow, 'id' | 'username' | 'role'>): PublicUser {
  return { id: row.id, username: row.username, role: row.role };
}

/** A token is stored only as its SHA-256, so the sessions table does not hold usable cookies. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Accounts and sessions: registration, login with throttling, logout, and the current user. */
export class AuthService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Creates a user account and signs it in. */
  async register(username: string, password: string): Promise<{ user: SessionUser; token: string }> {
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

  /** Checks the credentials, throttled per username and per address, and starts a new session. */
  async login(
    username: string,
    password: string,
    address: string,
  ): Promise<{ user: SessionUser; token: string }> {
    const usernameLower = username.toLowerCase();
    const since = new Date(this.now().getTime() - FAILURE_WINDOW_MINUTES * 60_000);
    const recent = await this.repository.countRecentFailures(usernameLower, address, since);
    if (recent.forUsername >= MAX_FAILURES_PER_USERNAME || recent.forAddress >= MAX_FAILURES_PER_ADDRESS) {
      throw errors.tooManyLoginAttempts(FAILURE_WINDOW_MINUTES);
    }
    const row = await this.repository.findUserByUsername(username);
    const valid = row
      ? await verifyPassword(row.passwordHash, password)
      : (await verifyAgainstDummy(password), false);
    if (!row || !valid) {
      await this.repository.recordLoginFailure(usernameLower, address);
      throw errors.invalidCredentials();
    }
    await this.repository.clearLoginFailures(usernameLower);
    return this.startSession(row);
  }

  /** Ends the session on the server; an unknown token is already ended. */
  async logout(token: string): Promise<void> {
    await this.repository.deleteSession(hashToken(token));
  }

  /** The signed-in user for a session token, or undefined when the token is unknown or expired. */
  async currentUser(token: string): Promise<SessionUser | undefined> {
    const row = await this.repository.findSessionUser(hashToken(token), this.now());
    return row ? { ...presentUser(row), sessionId: row.sessionId } : undefined;
  }

  /** Creates an administrator (or makes the password of an existing one new) and returns the password used. */
  async createAdmin(
    username: string,
    password: string = generatePassword(),
  ): Promise<{ user: PublicUser; password: string; created: boolean }> {
    const existing = await this.repository.findUserByUsername(username);
    const passwordHash = await hashPassword(password);
    if (existing) {
      if (existing.role !== 'admin') throw errors.usernameTaken();
      await this.repository.updatePassword(existing.id, passwordHash);
      return { user: presentUser(existing), password, created: false };
    }
    const row = await this.repository.insertUser({ username, passwordHash, role: 'admin' });
    if (!row) throw errors.usernameTaken();
    return { user: presentUser(row), password, created: true };
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

  private async startSession(row: UserRow): Promise<{ user: SessionUser; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + SESSION_DAYS * 86_400_000);
    const sessionId = await this.repository.insertSession({
      tokenHash: hashToken(token),
      userId: row.id,
      expiresAt,
    });
    await this.repository.deleteExpiredSessions(this.now());
    return { user: { ...presentUser(row), sessionId }, token };
  }
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
