import { Link } from '../../app/routing';
import { AudioButton } from './AudioButton';
import { HebrewText } from './HebrewText';
import { StrongsDefinition } from './StrongsDefinition';
import type { StudyItem } from './studyItems';

function audio(item: StudyItem) {
  return (
    <AudioButton
      text={item.hebrew}
      label={item.transliteration || item.english}
      id={`${item.deck}-${item.cardId}`}
    />
  );
}

/**
 * The list: #, Hebrew, English, Transliteration, (details for the derived lists), Audio. On a phone the
 * number, transliteration and audio columns fold away: the transliteration goes under the English and the play
 * button, the point of the page, beside the Hebrew, so that it is always on the screen (decision 261).
 */
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
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              #
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              Hebrew
            </th>
            <th scope="col" className="py-2 pr-2 pl-1 sm:px-3">
              English
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Transliteration
            </th>
            {detailsLabel ? (
              <th scope="col" className="hidden px-3 py-2 md:table-cell">
                {detailsLabel}
              </th>
            ) : null}
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Audio
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.deck}-${item.cardId}`} className="border-t border-parchment-dark align-middle">
              <td className="hidden px-3 py-2 text-sm text-muted sm:table-cell">{item.number}</td>
              <td className="px-2 py-2 text-right sm:px-3">
                <span className="flex items-center justify-end gap-2">
                  <HebrewText className="text-xl leading-relaxed text-ink sm:text-2xl">
                    {item.hebrew}
                  </HebrewText>
                  <span className="shrink-0 sm:hidden">{audio(item)}</span>
                </span>
              </td>
              <td className="py-2 pr-2 pl-1 sm:px-3">
                <span className={item.definition ? 'font-semibold text-ink' : undefined}>{item.english}</span>
                {item.strongs ? (
                  <Link to={`/concordance/${item.strongs}`} className="ml-2 text-sm text-brand-700 underline">
                    {item.strongs}
                  </Link>
                ) : null}
                {item.transliteration ? (
                  <span className="block text-sm text-muted italic sm:hidden">{item.transliteration}</span>
                ) : null}
                {item.definition ? <StrongsDefinition text={item.definition} clamp /> : null}
              </td>
              <td className="hidden px-3 py-2 text-muted italic sm:table-cell">{item.transliteration}</td>
              {detailsLabel ? (
                <td className="hidden px-3 py-2 text-sm text-muted md:table-cell">{item.note}</td>
              ) : null}
              <td className="hidden px-3 py-2 sm:table-cell">{audio(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
