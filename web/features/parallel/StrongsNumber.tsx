import { useContext } from 'react';
import { useNavigate } from 'react-router';
import { StrongsPopupContext } from '../strongs/strongsPopupContext';

/**
 * A raised Strong's number (or, as a chip, a small pill) that opens the Strong's popup of the page, or the Concordance entry when the
 * page hosts no popup.
 */
export function StrongsNumber({ number, chip = false }: { number: string; chip?: boolean }) {
  const popup = useContext(StrongsPopupContext);
  const navigate = useNavigate();
  const button = (
    <button
      type="button"
      onClick={() => (popup ? popup.openStrongs(number) : void navigate(`/concordance/${number}`))}
      aria-label={`Strong's ${number}`}
      className={
        chip
          ? 'rounded-full border border-brand-100 bg-brand-50 px-2 py-0.5 font-sans text-xs font-semibold text-brand-700 hover:border-brand-600 hover:bg-white'
          : 'rounded px-0.5 font-sans font-semibold text-brand-600 underline-offset-2 hover:bg-brand-50 hover:underline'
      }
    >
      {number}
    </button>
  );
  if (chip) return button;
  return <sup className="ms-0.5 me-0.5 align-super text-[0.62em] leading-none">{button}</sup>;
}
