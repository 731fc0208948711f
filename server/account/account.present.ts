import type { Account, AccountExport, AccountSession } from '../../core/api/account';
import type { AccountRepository, AccountRow } from './account.repository';

type SessionRow = Awaited<ReturnType<AccountRepository['listSessions']>>[number];
type KnownCardRow = Awaited<ReturnType<AccountRepository['knownCards']>>[number];
type MailRow = Awaited<ReturnType<AccountRepository['emails']>>[number];

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

/** One of the reader's sessions; `current` marks the one the request came with. */
export function presentSession(row: SessionRow, currentSessionId: string): AccountSession {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}

/** A known Hebrew study card in the data download. */
export function presentKnownCard(card: KnownCardRow): AccountExport['hebrewKnownCards'][number] {
  return { ...card, markedAt: card.markedAt.toISOString() };
}

/** A mail sent to the reader, in the data download. */
export function presentMail(email: MailRow): AccountExport['emails'][number] {
  return { ...email, createdAt: email.createdAt.toISOString(), sentAt: email.sentAt?.toISOString() ?? null };
}
