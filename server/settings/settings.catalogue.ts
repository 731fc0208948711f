import type { SettingDataType, SettingFormat, SettingRange } from '../../core/settings/values';
import { STUDY_SOURCE_SETTINGS } from '../study-sources/study-sources.settings';

/** A system setting the code relies on, with its default; administrators may change its value. */
export interface SettingDefinition {
  key: string;
  category: string;
  dataType: SettingDataType;
  label: string;
  description: string;
  defaultValue: string;
  /** The allowed values of a string choice. */
  options?: readonly string[];
  /** Never sent in full to the browser (passwords, keys). */
  isProtected?: boolean;
  /** The numbers a number setting may hold. */
  range?: SettingRange;
  /** What a string setting must look like (an email address). */
  format?: SettingFormat;
}

export const SYSTEM_SETTINGS: readonly SettingDefinition[] = [
  {
    key: 'site.name',
    category: 'general',
    dataType: 'string',
    label: 'Site name',
    description: 'Shown in the header and the page title.',
    defaultValue: 'OpenConcordance',
  },
  {
    key: 'site.tagline',
    category: 'general',
    dataType: 'string',
    label: 'Tagline',
    description: 'Follows the site name in the page title.',
    defaultValue: 'Official Authoritative Original Text Repository',
  },
  {
    key: 'developer.pagesEnabled',
    category: 'developer',
    dataType: 'boolean',
    label: 'Developer pages',
    description: 'Serve the developer test pages in production too.',
    defaultValue: 'false',
  },
  {
    key: 'site.demoMode',
    category: 'general',
    dataType: 'boolean',
    label: 'Demo mode',
    description:
      'Shows the demo hint on a failed login. When stored here it wins over the DEMO_MODE configuration.',
    defaultValue: 'false',
  },
  {
    key: 'edition.special',
    category: 'bible',
    dataType: 'string',
    label: 'Special edition',
    description: 'Version code of the special edition used by the parallel view and the RSTNE calls.',
    defaultValue: 'rstne',
  },
  {
    key: 'search.defaultVersion',
    category: 'bible',
    dataType: 'string',
    label: 'Default version',
    description:
      'Version code the search box starts with (kjv, web, asv, ylt…). A version that is not installed falls back to the KJV.',
    defaultValue: 'kjv',
  },
  {
    key: 'edition.purchaseUrl',
    category: 'bible',
    dataType: 'string',
    label: 'Purchase link',
    description: 'External link of the "Get …" button of the special edition; empty hides the button.',
    defaultValue: '',
  },
  {
    key: 'mail.from',
    category: 'mail',
    dataType: 'string',
    label: 'Sender',
    description: 'The From of every email the site sends, e.g. OpenConcordance <no-reply@example.org>.',
    defaultValue: 'OpenConcordance <no-reply@localhost>',
  },
  {
    key: 'mail.smtpUrl',
    category: 'mail',
    dataType: 'string',
    label: 'SMTP server',
    description:
      'smtp://user:password@host:587 (or smtps://); the SMTP_URL environment variable wins when set.',
    defaultValue: '',
    isProtected: true,
  },
  {
    key: 'bot.checkIntervalMinutes',
    category: 'bot',
    dataType: 'number',
    label: 'Check interval (minutes)',
    description: 'How often the ADMIN BOT runs its checks, from 1 to 1440 minutes.',
    defaultValue: '5',
    range: { from: 1, to: 1440 },
  },
  {
    key: 'bot.alertThreshold',
    category: 'bot',
    dataType: 'number',
    label: 'Alert threshold',
    description:
      'A new problem found by a check whose directive has at least this priority (0-100) is emailed to every administrator with an address.',
    defaultValue: '50',
    range: { from: 0, to: 100 },
  },
  {
    key: 'bot.diskQuotaMb',
    category: 'bot',
    dataType: 'number',
    label: 'Data folder quota (MB)',
    description: 'The ADMIN BOT reports when the data folder (DATA_DIR) grows beyond this many megabytes.',
    defaultValue: '10240',
    range: { from: 1, to: 10_000_000 },
  },
  {
    key: 'metrics.token',
    category: 'bot',
    dataType: 'string',
    label: 'Metrics token',
    description:
      'Turns on the Prometheus endpoint /metrics for scrapers that send "Authorization: Bearer <token>"; empty keeps it off.',
    defaultValue: '',
    isProtected: true,
  },
  {
    key: 'donations.publishableKey',
    category: 'donations',
    dataType: 'string',
    label: 'Stripe publishable key',
    description: 'pk_live_… or pk_test_…: public, sent to the support page. Empty turns online giving off.',
    defaultValue: '',
  },
  {
    key: 'donations.secretKey',
    category: 'donations',
    dataType: 'string',
    label: 'Stripe secret key',
    description:
      'sk_live_… or sk_test_… (or a restricted key); never sent to a browser. Empty turns online giving off.',
    defaultValue: '',
    isProtected: true,
  },
  {
    key: 'donations.webhookSecret',
    category: 'donations',
    dataType: 'string',
    label: 'Stripe webhook signing secret',
    description: 'whsec_… of the endpoint /api/stripe/webhook; without it no payment is recorded.',
    defaultValue: '',
    isProtected: true,
  },
  {
    key: 'donations.currency',
    category: 'donations',
    dataType: 'string',
    label: 'Currency',
    description: 'The currency gifts are taken in (the presets are in its main unit).',
    defaultValue: 'usd',
    options: ['usd', 'cad', 'eur', 'gbp', 'aud'],
  },
  {
    key: 'donations.otherWays',
    category: 'donations',
    dataType: 'string',
    label: 'Other ways to give',
    description:
      'Shown on the support page, and always when online giving is not set up (a postal address, a bank transfer).',
    defaultValue: 'Gifts by cheque or bank transfer are welcome too: write to us to arrange one.',
  },
  {
    key: 'contact.address',
    category: 'contact',
    dataType: 'string',
    label: 'Postal address',
    description:
      'Shown on the About and Support pages, one line each: where donors and readers can write. Empty hides it.',
    defaultValue: '',
  },
  {
    key: 'contact.email',
    category: 'contact',
    dataType: 'string',
    label: 'Contact email',
    description: 'Shown on the About and Support pages as a mail link. Empty hides it.',
    defaultValue: '',
    format: 'email',
  },
  // Each study source's switch (server/study-sources/).
  ...STUDY_SOURCE_SETTINGS,
];
