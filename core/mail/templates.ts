/** The email templates the site knows, with the labels the admin screens show (zod-free: the web imports it). */
export const EMAIL_TEMPLATE_NAMES = [
  'welcome_email',
  'email_confirmation',
  'password_reset',
  'hebrew_word_of_day',
  'devotional_reminder',
  'admin_bot_alert',
  'donation_receipt',
] as const;

export type EmailTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[number];

export const EMAIL_TEMPLATE_LABELS: Record<EmailTemplateName, string> = {
  welcome_email: 'Welcome Email',
  email_confirmation: 'Email Confirmation',
  password_reset: 'Password Reset',
  hebrew_word_of_day: 'Hebrew Word of the Day',
  devotional_reminder: 'Devotional Reminder',
  admin_bot_alert: 'Admin Bot Alert',
  donation_receipt: 'Donation Receipt',
};

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
