import { randomBytes } from 'node:crypto';
import { daysBetween, planDayFor, type ReadingPlanId, segmentReferences } from '../../core/devotional/plans';
import { DEFAULT_TOPICS } from '../../core/devotional/topics';
import { addDays } from './devotional-passages';
import { planOf, type Reader, type Today } from './devotional-reading';
import type { DevotionalRepository } from './devotional.repository';

/** Escapes iCalendar TEXT (RFC 5545 3.3.11). */
function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1). */
function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let rest = line;
  let limit = 75;
  while (Buffer.byteLength(rest, 'utf8') > limit) {
    let cut = limit;
    while (Buffer.byteLength(rest.slice(0, cut), 'utf8') > limit) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
    limit = 74;
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/** A reader's plan as a calendar feed at a secret, revocable URL (decision 193). */
export class DevotionalCalendar {
  constructor(
    private readonly repository: DevotionalRepository,
    private readonly now: () => Date,
    private readonly today: Today,
  ) {}

  /** A new secret calendar URL for the reader (the old one stops working). */
  async newCalendarToken(reader: Reader, siteUrl: string): Promise<{ url: string }> {
    if (!(await this.repository.preferences(reader.id))) {
      await this.repository.savePreferences({
        userId: reader.id,
        planStartDate: this.today(),
        topics: [...DEFAULT_TOPICS],
      });
    }
    const token = randomBytes(24).toString('base64url');
    await this.repository.setCalendarToken(reader.id, token);
    return { url: `${siteUrl}/api/devotional/calendar/${token}.ics` };
  }

  async revokeCalendar(reader: Reader): Promise<{ url: null }> {
    await this.repository.setCalendarToken(reader.id, null);
    return { url: null };
  }

  /** The iCalendar feed of a token: one all-day event a day, from a week back to 60 days ahead. */
  async calendar(token: string, siteUrl: string): Promise<string | undefined> {
    const prefs = await this.repository.byCalendarToken(token);
    if (!prefs) return undefined;
    const planType = prefs.readingPlan as ReadingPlanId;
    const plan = planOf(planType, prefs);
    const today = this.today(prefs.timeZone);
    const lines = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//OpenConcordance//Daily Devotional//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${icsText(`Daily reading: ${plan?.name ?? 'Devotional'}`)}`,
      'X-PUBLISHED-TTL:PT12H',
    ];
    const stamp = this.now().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    for (let offset = -7; plan && offset <= 60; offset++) {
      const date = addDays(today, offset);
      const day = planDayFor(prefs.planStartDate, date, plan.days.length);
      if (daysBetween(prefs.planStartDate, date) < 0) continue;
      const scripture = segmentReferences(plan.days[day - 1]!.segments).join('; ');
      const compact = date.replace(/-/g, '');
      lines.push(
        'BEGIN:VEVENT',
        `UID:${prefs.userId}-${compact}@openconcordance`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${compact}`,
        `DTEND;VALUE=DATE:${addDays(date, 1).replace(/-/g, '')}`,
        `SUMMARY:${icsText(`${scripture} (day ${day} of ${plan.days.length})`)}`,
        `DESCRIPTION:${icsText(`${plan.name}, day ${day}: ${scripture}. Read it with its reflection and prayer: ${siteUrl}/devotional`)}`,
        `URL:${siteUrl}/devotional`,
        'END:VEVENT',
      );
    }
    lines.push('END:VCALENDAR');
    return lines.map(foldLine).join('\r\n') + '\r\n';
  }
}
