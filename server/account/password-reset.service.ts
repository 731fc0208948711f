import type { FastifyBaseLogger } from 'fastify';
import type { AuthRepository } from '../auth/auth.repository';
import { isCommonPassword } from '../auth/common-passwords';
import { usernameThrottleKey } from '../auth/login-throttle';
import { hashPassword } from '../auth/password';
import { errors } from '../errors';
import type { MailService } from '../mail/mail.service';
import type { AccountRepository } from './account.repository';
import { passwordResetToken, readPasswordResetToken, resetTokenFits } from './password-reset-token';

/** Reset mails one account may be sent in an hour, however many times its name is asked for. */
export const RESET_MAILS_PER_HOUR = 3;

/** The one answer to a reset request, whether or not the name is an account that gets a mail. */
export const RESET_REQUESTED =
  'If that account has a confirmed email address, we have sent it a link to choose a new password. The link works for one hour.';

const LINK_FAILURES = {
  invalid: 'This reset link is not valid (it may have been cut short or changed). Ask for a new one.',
  expired: 'This reset link has expired: links work for one hour. Ask for a new one.',
  used: 'This reset link has already been used, or the password was changed since it was sent. Ask for a new one.',
} as const;

/**
 * A reader who forgot the password asks for a link by user name; it is mailed to the account's confirmed
 * address, and sets a new password once (decision 260). Administrators keep the command-line reset.
 */
export class PasswordResetService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly auth: AuthRepository,
    private readonly accounts: AccountRepository,
    private readonly mail: MailService,
    private readonly secret: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Asks for a reset link for `username`. Answers at once and the same way whatever the name is: the lookup
   * and the mail happen afterwards, so neither the answer nor its timing tells whether the account exists.
   */
  request(username: string): string {
    const work = this.mailLink(username)
      .catch((error: unknown) => this.log.warn({ err: error }, 'a password reset mail was not queued'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
    return RESET_REQUESTED;
  }

  /** Resolves when every reset request made so far has been handled (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /**
   * Sets a new password with a valid, unused link, and signs the account out everywhere. Refuses a link that is
   * forged, expired or used, and a password the sign-up would refuse, changing nothing.
   */
  async reset(token: string, password: string): Promise<void> {
    const read = readPasswordResetToken(this.secret, token, this.now());
    if ('error' in read) throw errors.validation(`token: ${LINK_FAILURES[read.error]}`);
    const row = await this.auth.findUserById(read.userId);
    const fits =
      row?.role === 'user' &&
      row.email !== null &&
      row.emailVerifiedAt !== null &&
      resetTokenFits(read.fingerprint, { userId: row.id, passwordHash: row.passwordHash, email: row.email });
    if (!row || !fits) throw errors.validation(`token: ${LINK_FAILURES.used}`);
    if (await isCommonPassword(password)) throw errors.commonPassword();
    if (!(await this.auth.replacePassword(row.id, row.passwordHash, await hashPassword(password))))
      throw errors.validation(`token: ${LINK_FAILURES.used}`);
    await this.auth.deleteSessionsOfUser(row.id);
    // The owner proved the mailbox: guesses at the name made before must not keep them out now.
    await this.auth.forgetThrottles([usernameThrottleKey(row.username)]);
  }

  private async mailLink(username: string): Promise<void> {
    const row = await this.auth.findUserByUsername(username);
    // Administrators reset with `npm run admin`; an account without a confirmed address has nowhere to go.
    if (!row || row.role !== 'user' || !row.email || !row.emailVerifiedAt) return;
    if ((await this.accounts.mailsLastHour(row.id, 'password_reset')) >= RESET_MAILS_PER_HOUR) return;
    const token = passwordResetToken(
      this.secret,
      { userId: row.id, passwordHash: row.passwordHash, email: row.email },
      this.now(),
    );
    await this.mail.send({
      to: row.email,
      template: 'password_reset',
      variables: { username: row.username, resetUrl: `${this.mail.siteUrl()}/reset-password?token=${token}` },
      userId: row.id,
    });
  }
}
