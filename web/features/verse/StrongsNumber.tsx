import { useContext } from 'react';
import { useNavigate } from '../../app/routing';
import { StrongsPopupContext } from '../strongs/strongsPopupContext';

const chip =
  'rounded-full border border-brand-100 bg-brand-50 font-sans text-xs font-semibold text-brand-700 hover:border-brand-600 hover:bg-white';

// Every look is a target of at least 24 x 24 px (WCAG 2.5.8, decision 261); the raised one's negative margins
// keep the line as high as the small number it shows.
const looks = {
  raised:
    '-my-1.5 inline-flex min-h-6 min-w-6 items-center justify-center rounded px-0.5 font-sans font-semibold text-brand-600 underline-offset-2 hover:bg-brand-50 hover:underline',
  chip: `${chip} inline-flex min-h-6 min-w-6 items-center justify-center px-2`,
  // After a word in running text: spaced from it and centred on the line, at least 24 px to tap (WCAG 2.5.8).
  inline: `${chip} ms-1 inline-flex min-h-6 min-w-6 items-center justify-center px-1.5 align-middle`,
};

interface StrongsNumberProps {
  number: string;
  /** `raised`: a small superscript; `chip`: a pill on its own; `inline`: a pill after a word of a verse. */
  look?: keyof typeof looks;
  /** The word the number belongs to, named in the button's label. */
  word?: string;
  /** Every number of that word: the Strong's popup offers to save them together (issue 37). */
  together?: readonly string[];
}

/**
 * A Strong's number as a button that opens the Strong's popup of the page, or the Concordance entry when the
 * page hosts no popup.
 */
export function StrongsNumber({ number, look = 'raised', word, together }: StrongsNumberProps) {
  const popup = useContext(StrongsPopupContext);
  const navigate = useNavigate();
  const button = (
    <button
      type="button"
      data-word-strongs={together?.join(' ')}
      onClick={(event) =>
        popup ? popup.openStrongs(number, event.currentTarget) : void navigate(`/concordance/${number}`)
      }
      aria-label={word ? `Strong's ${number} (${word})` : `Strong's ${number}`}
      className={looks[look]}
    >
      {number}
    </button>
  );
  if (look !== 'raised') return button;
  return <sup className="ms-0.5 me-0.5 align-super text-[0.62em] leading-none">{button}</sup>;
}
