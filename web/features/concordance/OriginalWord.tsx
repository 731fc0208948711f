import type { Language } from './concordanceApi';

/** A headword in its own script: Hebrew right-to-left in the Hebrew font (points kept), Greek as Greek. */
export function OriginalWord({
  word,
  language,
  className = '',
}: {
  word: string;
  language: Language;
  className?: string;
}) {
  if (language === 'hebrew') {
    return (
      <span lang="he" dir="rtl" className={`font-hebrew ${className}`}>
        {word}
      </span>
    );
  }
  return (
    <span lang="grc" className={`font-serif ${className}`}>
      {word}
    </span>
  );
}

/** The Hebrew or Greek badge of an entry. */
export function LanguageBadge({ language }: { language: Language }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        language === 'hebrew' ? 'bg-brand-100 text-brand-800' : 'bg-gold-300 text-brand-900'
      }`}
    >
      {language === 'hebrew' ? 'Hebrew' : 'Greek'}
    </span>
  );
}
