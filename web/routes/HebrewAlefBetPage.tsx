import { ALEFBET } from '../../content/hebrew/letters';
import { AudioButton } from '../features/hebrew/AudioButton';
import { GematriaCalculator } from '../features/hebrew/GematriaCalculator';
import { HebrewText } from '../features/hebrew/HebrewText';

const VOWELS = [
  ['בָ', 'Kamatz', 'a as in father'],
  ['בַ', 'Patach', 'a as in father'],
  ['בֵ', 'Tsere', 'e as in bed (ei before yod)'],
  ['בֶ', 'Segol', 'e as in bed'],
  ['בִ', 'Hiriq', 'i as in machine'],
  ['בֹ', 'Holam', 'o as in more (also written וֹ)'],
  ['בֻ', 'Kubutz', 'u as in flute (also written וּ, shuruk)'],
  ['בְ', 'Shva', 'a short e, or silent'],
] as const;

const cell = 'px-3 py-2';

export default function HebrewAlefBetPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Hebrew AlefBet</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">
        Twenty-two letters, all consonants, written from right to left. Five letters take another shape at the
        end of a word, and every letter is also a number.
      </p>

      <div className="mt-6 overflow-x-auto rounded-lg border border-parchment-dark bg-white shadow-sm">
        <table className="w-full text-left">
          <caption className="sr-only">The 22 letters of the Hebrew alphabet</caption>
          <thead className="bg-parchment-dark text-sm text-brand-900">
            <tr>
              <th scope="col" className={`${cell} text-right`}>
                Letter
              </th>
              <th scope="col" className={cell}>
                Name
              </th>
              <th scope="col" className={cell}>
                Pronunciation
              </th>
              <th scope="col" className={cell}>
                Numeric Value
              </th>
              <th scope="col" className={cell}>
                Final Form
              </th>
              <th scope="col" className={cell}>
                Audio
              </th>
            </tr>
          </thead>
          <tbody>
            {ALEFBET.map((letter) => (
              <tr key={letter.id} className="border-t border-parchment-dark">
                <td className={`${cell} text-right`}>
                  <HebrewText className="text-4xl text-ink">{letter.letter}</HebrewText>
                </td>
                <td className={cell}>
                  {letter.name}{' '}
                  <HebrewText className="ml-1 text-lg text-muted">{letter.hebrewName}</HebrewText>
                </td>
                <td className={`${cell} text-muted`}>{letter.transliteration}</td>
                <td className={cell}>{letter.numericValue}</td>
                <td className={cell}>
                  {letter.finalForm ? (
                    <HebrewText className="text-3xl text-ink">{letter.finalForm}</HebrewText>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </td>
                <td className={cell}>
                  <AudioButton text={letter.hebrewName} label={letter.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="nikud-heading"
          className="rounded-xl border border-parchment-dark bg-white p-5 shadow-sm"
        >
          <h2 id="nikud-heading" className="font-serif text-2xl font-bold text-brand-800">
            Vowel Marks (Nikud)
          </h2>
          <p className="mt-2 text-muted">
            Vowels are dots and dashes around the letters. Bibles, poetry and books for learners print them;
            everyday Hebrew leaves them out. A dot inside בּ, כּ, פּ (dagesh) makes them b, k, p instead of v,
            ch, f.
          </p>
          {/* Two columns where they fit; one on a 320 px phone (decision 261). */}
          <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2">
            {VOWELS.map(([sign, name, sound]) => (
              <li key={name} className="flex items-center gap-3 rounded border border-parchment-dark p-2">
                <HebrewText className="w-8 text-center text-3xl">{sign}</HebrewText>
                <span>
                  <strong className="block text-ink">{name}</strong>
                  <span className="text-sm text-muted">{sound}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="writing-heading"
          className="rounded-xl border border-parchment-dark bg-white p-5 shadow-sm"
        >
          <h2 id="writing-heading" className="font-serif text-2xl font-bold text-brand-800">
            Writing Guidelines
          </h2>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-muted">
            <li>Write from right to left; numbers inside Hebrew text still run left to right.</li>
            <li>Use the final forms ך ם ן ף ץ only as the last letter of a word.</li>
            <li>Tell apart the look-alikes: ב and כ, ד and ר, ה and ח, ו and ז, ס and ם.</li>
            <li>
              Print letters hang from an imagined top line; ל rises above it, ך ן ף ץ ק fall below the base.
            </li>
            <li>
              Hebrew has no capital letters; a geresh (׳) marks abbreviations and foreign sounds like ג׳ (j).
            </li>
          </ul>
        </section>
      </div>

      <section aria-labelledby="gematria-heading" className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-4">
        <h2 id="gematria-heading" className="font-serif text-2xl font-bold text-brand-800">
          Gematria
        </h2>
        <p className="max-w-3xl text-muted">
          Each letter has a value: א to ט count 1 to 9, י to צ count 10 to 90, ק to ת count 100 to 400. A
          word&rsquo;s gematria is the sum of its letters; the final forms count like their normal letters
          here (ך = 20). חַי (&ldquo;alive&rdquo;) is 18, which is why gifts are given in multiples of 18; 15
          and 16 are written ט״ו and ט״ז rather than with the letters of the divine name.
        </p>
        <GematriaCalculator />
      </section>
    </div>
  );
}
