import { Link } from '../../app/routing';
import { Switch } from '../../ui/Switch';
import { VersionSelect } from '../search/VersionSelect';
import { PassagePicker } from './PassagePicker';
import { readerUrl, versionChange, type ReaderState, type ReaderView } from './readerUrl';

interface ReaderToolbarProps {
  state: ReaderState;
  current: string;
  onChange: (change: Partial<ReaderState>) => void;
  /** The commentary panel's button: whether the panel is open, and what pressing it does. */
  commentary?: { open: boolean; onToggle: () => void; controls: string };
}

const VIEWS: { view: ReaderView; label: string }[] = [
  { view: 'read', label: 'Read' },
  { view: 'parallel', label: 'Parallel' },
  { view: 'interlinear', label: 'Interlinear' },
];

/**
 * Passage, version, view (read, parallel, interlinear) and Strong's numbers; all of it lives in the URL. On a
 * phone it is two bare rows, the labels kept for screen readers only, so that verse 1 starts in the upper half
 * of the first screen (decision 261).
 */
export function ReaderToolbar({ state, current, onChange, commentary }: ReaderToolbarProps) {
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-end gap-x-3 gap-y-2 sm:grid-cols-[auto_minmax(0,16rem)] sm:gap-4 sm:rounded-xl sm:border sm:border-parchment-dark sm:bg-white sm:p-4 sm:shadow-sm">
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-ink max-sm:sr-only">Passage</span>
        <PassagePicker state={state} current={current} />
      </div>
      <VersionSelect
        value={state.version}
        includeAll={false}
        labelClassName="max-sm:sr-only"
        onValueChange={(version) => onChange({ ...versionChange(version), verse: undefined })}
      />
      <div className="col-span-2 flex flex-wrap items-center gap-x-2.5 gap-y-2 sm:gap-x-6 sm:gap-y-3">
        <div
          role="group"
          aria-label="View"
          className="inline-flex overflow-hidden rounded-md border border-brand-700"
        >
          {VIEWS.map(({ view, label }) => (
            <Link
              key={view}
              to={readerUrl({ ...state, view })}
              aria-current={state.view === view ? 'true' : undefined}
              className={`inline-flex min-h-10 items-center px-2 text-sm font-semibold sm:px-4 ${
                state.view === view ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 hover:bg-brand-50'
              }`}
            >
              {label}
            </Link>
          ))}
        </div>
        <Switch
          label={
            <>
              Strong's<span className="max-sm:sr-only"> numbers</span>
            </>
          }
          checked={state.strongs}
          onCheckedChange={(strongs) => onChange({ strongs })}
        />
        {commentary ? (
          <button
            type="button"
            id="commentary-toggle"
            aria-expanded={commentary.open}
            aria-controls={commentary.open ? commentary.controls : undefined}
            onClick={commentary.onToggle}
            className={`inline-flex min-h-10 items-center rounded-md border border-brand-700 px-2 text-sm font-semibold sm:px-4 ${
              commentary.open ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 hover:bg-brand-50'
            }`}
          >
            Commentary
          </button>
        ) : null}
      </div>
    </div>
  );
}
