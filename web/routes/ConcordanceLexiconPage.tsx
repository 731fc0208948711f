import { Link } from '../app/routing';
import type { Language } from '../features/concordance/concordanceApi';
import { ConcordanceList } from '../features/concordance/ConcordanceList';

const INTRODUCTIONS: Record<Language, { title: string; body: string; other: { to: string; label: string } }> =
  {
    hebrew: {
      title: 'Hebrew Lexicon',
      body: 'The Hebrew and Aramaic words of the Old Testament as James Strong numbered them (H1 to H8674), each with its pointed headword, transliteration, pronunciation and meaning. An entry lists the KJV verses that translate the word, how often each English rendering is used, and the abridged Brown-Driver-Briggs entry.',
      other: { to: '/greek-lexicon', label: 'Greek Lexicon' },
    },
    greek: {
      title: 'Greek Lexicon',
      body: "The Greek words of the New Testament as James Strong numbered them (G1 to G5624), each with its accented headword, transliteration, pronunciation and meaning. An entry lists the KJV verses that translate the word, how often each English rendering is used, and Abbott-Smith's Manual Greek Lexicon entry.",
      other: { to: '/hebrew-lexicon', label: 'Hebrew Lexicon' },
    },
  };

/** /hebrew-lexicon and /greek-lexicon: the Concordance list fixed to one language, with an introduction. */
function LexiconPage({ language }: { language: Language }) {
  const intro = INTRODUCTIONS[language];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">{intro.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{intro.body}</p>
      <p className="mt-3 text-muted">
        See also the{' '}
        <Link to={intro.other.to} className="text-brand-700 underline underline-offset-2">
          {intro.other.label}
        </Link>
        , the whole{' '}
        <Link to="/concordance" className="text-brand-700 underline underline-offset-2">
          Concordance
        </Link>{' '}
        and the{' '}
        <Link to="/original-languages" className="text-brand-700 underline underline-offset-2">
          original-language texts
        </Link>
        .
      </p>
      <ConcordanceList fixedLanguage={language} />
    </div>
  );
}

export function HebrewLexiconPage() {
  return <LexiconPage language="hebrew" />;
}

export function GreekLexiconPage() {
  return <LexiconPage language="greek" />;
}
