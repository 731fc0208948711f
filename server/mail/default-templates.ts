import type { EmailTemplateName } from '../../core/mail/templates';

export interface DefaultTemplate {
  name: EmailTemplateName;
  category: string;
  subject: string;
  html: string;
  /** Variables the template may use besides the ones every template has (siteName, siteUrl, unsubscribeUrl). */
  variables: string[];
}

/** Variables every template may use; the mail service fills them. */
export const COMMON_VARIABLES = ['siteName', 'siteUrl', 'unsubscribeUrl'] as const;

const footer = `<p style="color:#6b7280;font-size:12px">You receive this because of your account on <a href="{{siteUrl}}">{{siteName}}</a>. <a href="{{unsubscribeUrl}}">Unsubscribe</a> from these emails.</p>`;

/** The templates seeded on first start (decision 142). */
export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  {
    name: 'welcome_email',
    category: 'account',
    subject: 'Welcome to {{siteName}}, {{username}}',
    variables: ['username'],
    html: `<h1>Welcome, {{username}}!</h1>
<p>Thank you for joining {{siteName}}. Your account lets you keep bookmarks and notes, follow reading plans and choose the versions you read most.</p>
<p>Start where you like: search a word across every version, open a Strong's number to see each verse that uses it, or read a chapter side by side with the original text.</p>
<p><a href="{{siteUrl}}">Open {{siteName}}</a></p>
${footer}`,
  },
  {
    name: 'email_confirmation',
    category: 'account',
    subject: 'Confirm your email address for {{siteName}}',
    variables: ['username', 'confirmUrl'],
    html: `<p>Hello {{username}},</p>
<p>Please confirm that this address belongs to your {{siteName}} account by opening the link below. The link works once and expires in 24 hours.</p>
<p><a href="{{confirmUrl}}">Confirm my email address</a></p>
<p>If you did not ask for this, ignore this email: nothing changes until the link is opened.</p>
<p style="color:#6b7280;font-size:12px">Someone entered this address on {{siteName}}. If that was not you, <a href="{{unsubscribeUrl}}">never send this address email again</a>.</p>`,
  },
  {
    name: 'password_reset',
    category: 'account',
    subject: 'Reset your password for {{siteName}}',
    variables: ['username', 'resetUrl'],
    html: `<p>Hello {{username}},</p>
<p>Someone asked to reset the password of your {{siteName}} account. To choose a new password, open the link below. The link works once and expires in one hour; when you use it, every device signed in to your account is signed out.</p>
<p><a href="{{resetUrl}}">Choose a new password</a></p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>`,
  },
  {
    name: 'hebrew_word_of_day',
    category: 'reader',
    subject: 'Hebrew word of the day: {{word}} ({{transliteration}})',
    variables: [
      'username',
      'word',
      'transliteration',
      'strongs',
      'definition',
      'verseReference',
      'verseText',
      'wordUrl',
      'audioUrl',
    ],
    html: `<p>Shalom {{username}},</p>
<p style="font-size:32px" dir="rtl" lang="he">{{word}}</p>
<p><strong>{{transliteration}}</strong> · Strong's {{strongs}}</p>
<p>{{definition}}</p>
<blockquote><p>{{verseText}}</p><p>— {{verseReference}}</p></blockquote>
<p><a href="{{audioUrl}}">Hear it spoken</a> · <a href="{{wordUrl}}">Study this word in the concordance</a></p>
${footer}`,
  },
  {
    name: 'devotional_reminder',
    category: 'reader',
    subject: "Today's reading: {{readingTitle}}",
    variables: ['username', 'readingTitle', 'passage', 'readingUrl'],
    html: `<p>Hello {{username}},</p>
<p>Your reading for today is <strong>{{readingTitle}}</strong> ({{passage}}).</p>
<p>Take a few quiet minutes with the passage, and note one thing you want to carry with you through the day.</p>
<p><a href="{{readingUrl}}">Read it now</a></p>
${footer}`,
  },
  {
    name: 'admin_bot_alert',
    category: 'admin',
    subject: '[{{siteName}}] {{alertTitle}}',
    variables: ['alertTitle', 'alertMessage', 'detectedAt', 'dashboardUrl'],
    html: `<h2>{{alertTitle}}</h2>
<p>{{alertMessage}}</p>
<p>Detected at {{detectedAt}}.</p>
<p><a href="{{dashboardUrl}}">Open the admin dashboard</a></p>`,
  },
  {
    name: 'donation_receipt',
    category: 'donations',
    subject: 'Thank you for your gift to {{siteName}}',
    variables: ['amount', 'giftKind', 'giftDate', 'reference'],
    html: `<h1>Thank You!</h1>
<p>We received your {{giftKind}} of <strong>{{amount}}</strong> on {{giftDate}}. Your support keeps {{siteName}} free for every reader.</p>
<p>Reference: {{reference}}. Keep this email as your receipt.</p>
<p>Monthly support can be cancelled at any time from your account page: <a href="{{siteUrl}}/account">{{siteUrl}}/account</a>.</p>`,
  },
];

/**
 * The HTML of earlier defaults, per template: a stored template still holding one of these (never edited) is
 * brought up to the current default at start; an edited one is left alone.
 */
export const PREVIOUS_DEFAULT_HTML: Partial<Record<EmailTemplateName, readonly string[]>> = {
  // Before the confirmation mail carried its own unsubscribe link (decision 259).
  email_confirmation: [
    `<p>Hello {{username}},</p>
<p>Please confirm that this address belongs to your {{siteName}} account by opening the link below. The link works once and expires in 24 hours.</p>
<p><a href="{{confirmUrl}}">Confirm my email address</a></p>
<p>If you did not ask for this, ignore this email: nothing changes until the link is opened.</p>`,
  ],
  // Before the word of the day had its audio link (decision 147).
  hebrew_word_of_day: [
    `<p>Shalom {{username}},</p>
<p style="font-size:32px" dir="rtl" lang="he">{{word}}</p>
<p><strong>{{transliteration}}</strong> · Strong's {{strongs}}</p>
<p>{{definition}}</p>
<blockquote><p>{{verseText}}</p><p>— {{verseReference}}</p></blockquote>
<p><a href="{{wordUrl}}">Study this word on {{siteName}}</a></p>
${footer}`,
  ],
};

/** Sample values for every variable, used by the test emails and the preview. */
export const SAMPLE_VARIABLES: Record<string, string> = {
  username: 'Sample Reader',
  confirmUrl: 'https://example.org/confirm?token=sample',
  resetUrl: 'https://example.org/reset-password?token=sample',
  word: 'שָׁלוֹם',
  transliteration: 'shalom',
  strongs: 'H7965',
  definition: 'Completeness, soundness, welfare, peace.',
  verseReference: 'Numbers 6:26',
  verseText: 'The LORD lift up his countenance upon thee, and give thee peace.',
  wordUrl: 'https://example.org/concordance/H7965',
  audioUrl: 'https://example.org/api/hebrew-audio?text=%D7%A9%D7%81%D7%9C%D7%95%D7%9D',
  readingTitle: 'The Aaronic blessing',
  passage: 'Numbers 6:22-27',
  readingUrl: 'https://example.org/read/NUM/6',
  alertTitle: 'Sample alert',
  alertMessage: 'This is a sample alert from the site-health bot. Nothing is wrong.',
  detectedAt: '2026-11-24 09:00 UTC',
  dashboardUrl: 'https://example.org/admin',
  amount: '$25',
  giftKind: 'one-time gift',
  giftDate: 'November 24, 2026',
  reference: 'pi_sample',
};
