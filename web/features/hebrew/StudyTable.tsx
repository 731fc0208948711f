import { Link } from '../../app/routing';
import { AudioButton } from './AudioButton';
import { HebrewText } from './HebrewText';
import { StrongsDefinition } from './StrongsDefinition';
import type { StudyItem } from './studyItems';

/** The list: #, Hebrew, English, Transliteration, (details for the derived lists), Audio. */
export function StudyTable({
  items,
  caption,
  detailsLabel,
}: {
  items: StudyItem[];
  caption: string;
  detailsLabel?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-parchment-dark bg-white shadow-sm">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-parchment-dark text-sm text-brand-900">
          <tr>
            <th scope="col" className="px-3 py-2">
              #
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Hebrew
            </th>
            <th scope="col" className="px-3 py-2">
              English
            </th>
            <th scope="col" className="px-3 py-2">
              Transliteration
            </th>
            {detailsLabel ? (
              <th scope="col" className="hidden px-3 py-2 md:table-cell">
                {detailsLabel}
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2">
              Audio
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.deck}-${item.cardId}`} className="border-t border-parchment-dark align-middle">
              <td className="px-3 py-2 text-sm text-muted">{item.number}</td>
              <td className="px-3 py-2 text-right">
                <HebrewText className="text-2xl leading-relaxed text-ink">{item.hebrew}</HebrewText>
              </td>
              <td className="px-3 py-2">
                <span className={item.definition ? 'font-semibold text-ink' : undefined}>{item.english}</span>
                {item.strongs ? (
                  <Link to={`/concordance/${item.strongs}`} className="ml-2 text-sm text-brand-700 underline">
                    {item.strongs}
                  </Link>
                ) : null}
                {item.definition ? <StrongsDefinition text={item.definition} clamp /> : null}
              </td>
              <td className="px-3 py-2 text-muted italic">{item.transliteration}</td>
              {detailsLabel ? (
                <td className="hidden px-3 py-2 text-sm text-muted md:table-cell">{item.note}</td>
              ) : null}
              <td className="px-3 py-2">
                <AudioButton
                  text={item.hebrew}
                  label={item.transliteration || item.english}
                  id={`${item.deck}-${item.cardId}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
