import sanitizeHtml from 'sanitize-html';
import type { EmailTemplate } from '../../core/api/mail';
import { EMAIL_TEMPLATE_NAMES, type EmailTemplateName } from '../../core/mail/templates';
import type { Config } from '../config';
import { AppError, errors } from '../errors';
import type { SettingsService } from '../settings/settings.service';
import { COMMON_VARIABLES, SAMPLE_VARIABLES } from './default-templates';
import { presentTemplate } from './mail.present';
import { MAIL_NOT_CONFIGURED, validRecipient, type MailService } from './mail.service';
import { placeholders } from './render';

const RECIPIENT_REQUIRED = 'Recipient required - Please enter a valid email address';

/** What an administrator may keep in a template's HTML. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['style', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
};

const notFound = (name: string) => new AppError(404, 'email_template_not_found', `No email template ${name}`);

/** The rules of the admin email calls. */
export class MailAdminService {
  constructor(
    private readonly mail: MailService,
    private readonly config: Config,
    private readonly settings: SettingsService,
  ) {}

  private templateName(name: string): EmailTemplateName {
    if (!name.trim()) throw errors.validation('templateName required');
    if (!(EMAIL_TEMPLATE_NAMES as readonly string[]).includes(name))
      throw errors.validation(`templateName must be one of ${EMAIL_TEMPLATE_NAMES.join(', ')}`);
    return name as EmailTemplateName;
  }

  async sendTest(templateName: string, recipient: string) {
    if (!recipient.trim() || !validRecipient(recipient.trim())) throw errors.validation(RECIPIENT_REQUIRED);
    const template = this.templateName(templateName);
    const { id } = await this.mail.send({ to: recipient, template, variables: SAMPLE_VARIABLES });
    const row = await this.mail.repository.message(id);
    const status = row?.status ?? 'pending';
    if (row?.error === MAIL_NOT_CONFIGURED)
      throw errors.validation('Mail is not configured: set SMTP_URL or the mail.smtpUrl setting');
    return { message: 'Test email sent', id, status };
  }

  async sendSamples(recipient: string) {
    if (!recipient.trim()) throw errors.validation('Email required');
    if (!validRecipient(recipient.trim())) throw errors.validation(RECIPIENT_REQUIRED);
    if (!(await this.mail.configured()))
      throw errors.validation('Mail is not configured: set SMTP_URL or the mail.smtpUrl setting');
    const sent = await this.mail.sendSamples(recipient, EMAIL_TEMPLATE_NAMES);
    return { message: 'All sample emails have been sent successfully.', sent };
  }

  private async checked(name: string, body: { subject?: string; html?: string }) {
    const row = await this.mail.repository.template(name);
    if (!row) throw notFound(name);
    const subject = body.subject ?? row.subject;
    const html = sanitizeHtml(body.html ?? row.html, SANITIZE);
    if (!subject.trim()) throw errors.validation('subject required');
    if (/[\r\n]/.test(subject)) throw errors.validation('subject must be one line');
    if (!html.trim()) throw errors.validation('html required');
    const allowed = new Set<string>([...row.variables, ...COMMON_VARIABLES]);
    const unknown = placeholders(subject + html).filter((name) => !allowed.has(name));
    if (unknown.length)
      throw errors.validation(
        `Unknown variable {{${unknown[0]}}}: this template may use ${[...allowed].map((v) => `{{${v}}}`).join(', ')}`,
      );
    return { subject, html };
  }

  async updateTemplate(name: string, body: { subject: string; html: string }): Promise<EmailTemplate> {
    const values = await this.checked(name, body);
    const row = await this.mail.repository.updateTemplate(name, values);
    if (!row) throw notFound(name);
    return presentTemplate(row);
  }

  async preview(name: string, body: { subject?: string; html?: string }) {
    const values = await this.checked(name, body);
    return this.mail.render(
      name,
      { ...SAMPLE_VARIABLES, unsubscribeUrl: this.mail.unsubscribeUrl('reader@example.org') },
      values,
    );
  }

  async status() {
    const source = this.config.smtpUrl
      ? 'environment'
      : (await this.settings.get('mail.smtpUrl'))
        ? 'setting'
        : 'none';
    return {
      configured: source !== 'none',
      from: (await this.settings.get('mail.from')) || 'OpenConcordance <no-reply@localhost>',
      source: source as 'environment' | 'setting' | 'none',
    };
  }
}
