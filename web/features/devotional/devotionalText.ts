import type { DailyReading } from '../../../core/api/devotional';

/** A day as readers read it: "Saturday, November 28, 2026". */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** The day's devotional as plain text: what Share sends and what Download saves (readable offline). */
export function devotionalText(reading: DailyReading, personalNotes: string): string {
  const lines = [
    `Daily Devotional — ${reading.date}`,
    `${reading.planName}, day ${reading.day} of ${reading.totalDays}`,
    '',
    `${reading.title} (${reading.category})`,
    reading.scripture,
    '',
    `Passage (${reading.translation.name})`,
    reading.passage,
  ];
  if (reading.reflection) {
    lines.push(
      '',
      `Reflection — ${reading.reflectionSource?.name ?? ''} on ${reading.reflectionSource?.heading ?? ''}`,
    );
    lines.push(reading.reflection);
  }
  if (reading.psalmReflection) {
    lines.push(
      '',
      `${reading.psalmReflection.name} on ${reading.psalmReflection.heading}`,
      reading.psalmReflection.text,
    );
  }
  if (reading.topicVerse) {
    lines.push('', `Verse for the day on ${reading.topicVerse.topic} (${reading.topicVerse.source})`);
    lines.push(`${reading.topicVerse.text} — ${reading.topicVerse.reference}`);
  }
  lines.push('', 'Prayer', reading.prayer);
  if (personalNotes.trim()) lines.push('', 'My notes', personalNotes.trim());
  return lines.join('\n') + '\n';
}
