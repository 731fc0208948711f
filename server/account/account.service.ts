import { presentMark } from '../study/study.present';
import { presentGift, presentMonthly } from '../donations/donations.present';
import type { Account, AccountExport, AccountSession } from '../../core/api/account';
import type { SessionUser } from '../auth/auth.service';
import { errors } from '../errors';
import type { MailService } from '../mail/mail.service';
import type { AccountRepository, AccountRow } from './account.repository';
import { presentReaderEvent } from '../timeline/timeline.present';
import { presentAccount, presentKnownCard, presentMail, presentSession } from './account.present';
import { emailConfirmationToken, readEmailConfirmationToken } from './email-confirmation';

/** Confirmation mails one reader may ask for in an hour (each goes to an address not yet proven theirs). */
export const CONFIRMATION_MAILS_PER_HOUR = 5;

/** Confirmation mails one address may receive in a day, whichever accounts ask (decision 259). */
export const CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY = 3;
/** Confirmation mails the whole site may send in an hour (decision 259). */
export const CONFIRMATION_MAILS_PER_HOUR_SITE_WIDE = 100;

/** A user name as it may appear in a mail to an unproven address: the sign-up rule's plain characters. */
function plainUsername(username: string): string {
  return /^[A-Za-z0-9_.-]{1,32}$/.test(username) ? username : 'reader';
}

export type ConfirmEmailOutcome =
  { status: 'confirmed'; address: string } | { status: 'invalid' | 'expired' | 'superseded' };

/** The reader's own account: every call takes the signed-in user and touches only that user's rows. */
export class AccountService {
  constructor(
    private readonly repository: AccountRepository,
    private readonly mail: MailService,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async account(user: Pick<SessionUser, 'id'>): Promise<Account> {
    return presentAccount(await this.row(user));
  }

  async sessions(user: SessionUser): Promise<AccountSession[]> {
    const rows = await this.repository.listSessions(user.id);
    return rows.map((row) => presentSession(row, user.sessionId));
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
    const [account, sessions, cards, events, emails, students, devotional, donations, marks] =
      await Promise.all([
        this.account(user),
        this.sessions(user),
        this.repository.knownCards(user.id),
        this.repository.timelineEvents(user.id),
        this.repository.emails(user.id),
        this.repository.curriculumStudents(user.id),
        this.repository.devotional(user.id),
        this.repository.donations(user.id),
        this.repository.studyMarks(user.id),
      ]);
    return {
      exportedAt: now.toISOString(),
      account,
      sessions,
      hebrewKnownCards: cards.map(presentKnownCard),
      timelineEvents: events.map(presentReaderEvent),
      studyMarks: marks.map((row) => presentMark(row)),
      curriculumStudents: students,
      devotional: JSON.parse(JSON.stringify(devotional)) as AccountExport['devotional'],
      emails: emails.map(presentMail),
      donations: { gifts: donations.gifts.map(presentGift), monthly: donations.monthly.map(presentMonthly) },
    };
  }

  /**
   * Deletes the account; everything linked to it cascades. The caller has checked the password first, through
   * the login throttle (`AuthService.confirmPassword`, decision 259).
   */
  async deleteAccount(user: Pick<SessionUser, 'id'>): Promise<void> {
    await this.repository.deleteUser(user.id);
  }

  /**
   * Sets or changes the reader's address (decision 145): it is kept as pending and only a confirmation link
   * is mailed to it; the confirmed address, if any, stays until the link is opened. `address` is already a
   * valid, single-line address (the route's schema).
   */
  async requestEmail(user: Pick<SessionUser, 'id'>, address: string): Promise<Account> {
    const row = await this.row(user);
    const email = address.trim();
    if (row.emailVerifiedAt && row.email?.toLowerCase() === email.toLowerCase())
      throw errors.validation('email is already the confirmed address of your account');
    if ((await this.repository.mailsLastHour(row.id)) >= CONFIRMATION_MAILS_PER_HOUR)
      throw errors.tooManyConfirmationMails();
    if (await this.mail.repository.suppressed(email))
      throw errors.validation(
        'email: this address has unsubscribed from our mail, so no confirmation link can be sent to it',
      );
    const sent = await this.repository.confirmationMailsSent(email);
    if (sent.toAddressLastDay >= CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY) throw errors.tooManyMailsToAddress();
    if (sent.siteLastHour >= CONFIRMATION_MAILS_PER_HOUR_SITE_WIDE) throw errors.siteMailLimitReached();
    await this.repository.setPendingEmail(row.id, email);
    const token = emailConfirmationToken(this.secret, { userId: row.id, address: email }, this.now());
    await this.mail.send({
      to: email,
      template: 'email_confirmation',
      variables: {
        username: plainUsername(row.username),
        confirmUrl: `${this.mail.siteUrl()}/api/account/confirm-email?token=${token}`,
      },
      userId: row.id,
    });
    return this.account(user);
  }

  /**
   * Opens a confirmation link: a valid token for the reader's current pending address makes it the
   * confirmed address and sends the welcome mail. Anything else changes nothing. Needs no sign-in: the
   * token, mailed only to that address, is the proof.
   */
  async confirmEmail(token: string): Promise<ConfirmEmailOutcome> {
    const read = readEmailConfirmationToken(this.secret, token, this.now());
    if ('error' in read) return { status: read.error };
    const row = await this.repository.findUser(read.userId);
    if (!row) return { status: 'invalid' };
    const same = (value: string | null) => value?.toLowerCase() === read.address.toLowerCase();
    // The link was opened before: nothing left to do, and no second welcome.
    if (!row.pendingEmail && row.emailVerifiedAt && same(row.email))
      return { status: 'confirmed', address: row.email! };
    if (!same(row.pendingEmail)) return { status: 'superseded' };
    const confirmed = await this.repository.confirmPendingEmail(row.id, read.address, this.now());
    if (!confirmed) return { status: 'superseded' };
    await this.mail.send({
      to: confirmed,
      template: 'welcome_email',
      variables: { username: row.username },
      userId: row.id,
    });
    return { status: 'confirmed', address: confirmed };
  }

  private async row(user: Pick<SessionUser, 'id'>): Promise<AccountRow> {
    const row = await this.repository.findUser(user.id);
    if (!row) throw errors.notSignedIn();
    return row;
  }
}
