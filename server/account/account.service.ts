import type { Account, AccountExport, AccountSession } from '../../core/api/account';
import type { SessionUser } from '../auth/auth.service';
import { verifyPassword } from '../auth/password';
import { errors } from '../errors';
import type { AccountRepository, AccountRow } from './account.repository';

/** Shapes a user row into the reader's own view of the account; never the password hash. */
export function presentAccount(row: AccountRow): Account {
  return {
    id: row.id,
    username: row.username,
    createdAt: row.createdAt.toISOString(),
    email: row.emailVerifiedAt ? row.email : null,
    pendingEmail: row.pendingEmail,
    wordOfDay: { enabled: row.wordOfDayEnabled, time: row.wordOfDayTime, timeZone: row.timeZone },
  };
}

/** The reader's own account: every call takes the signed-in user and touches only that user's rows. */
export class AccountService {
  constructor(private readonly repository: AccountRepository) {}

  async account(user: SessionUser): Promise<Account> {
    return presentAccount(await this.row(user));
  }

  async sessions(user: SessionUser): Promise<AccountSession[]> {
    const rows = await this.repository.listSessions(user.id);
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === user.sessionId,
    }));
  }

  /** Signs out one of the reader's sessions; another reader's session id is "not found", never touched. */
  async signOutSession(user: SessionUser, sessionId: string): Promise<void> {
    if (!(await this.repository.deleteSession(user.id, sessionId))) throw errors.sessionNotFound();
  }

  async signOutOthers(user: SessionUser): Promise<void> {
    await this.repository.deleteOtherSessions(user.id, user.sessionId);
  }

  async setWordOfDay(
    user: SessionUser,
    values: { enabled: boolean; time: string; timeZone: string },
  ): Promise<Account> {
    await this.repository.updateWordOfDay(user.id, values);
    return this.account(user);
  }

  async exportData(user: SessionUser, now: Date = new Date()): Promise<AccountExport> {
    const [account, sessions, cards] = await Promise.all([
      this.account(user),
      this.sessions(user),
      this.repository.knownCards(user.id),
    ]);
    return {
      exportedAt: now.toISOString(),
      account,
      sessions,
      hebrewKnownCards: cards.map((card) => ({ ...card, markedAt: card.markedAt.toISOString() })),
    };
  }

  /** Deletes the account after checking its password; everything linked to it cascades. */
  async deleteAccount(user: SessionUser, password: string): Promise<void> {
    const row = await this.row(user);
    if (!(await verifyPassword(row.passwordHash, password))) throw errors.wrongCurrentPassword();
    await this.repository.deleteUser(row.id);
  }

  private async row(user: SessionUser): Promise<AccountRow> {
    const row = await this.repository.findUser(user.id);
    if (!row) throw errors.notSignedIn();
    return row;
  }
}
