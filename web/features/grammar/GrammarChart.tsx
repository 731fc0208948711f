import type { SummaryField } from './grammarSummary';

/** The chart's own units: a phone draws it at about 250 px, a laptop at about 330, so text stays 12-16 px. */
const WIDTH = 300;
const ROW = 44;
const COUNT = 44;
const FONT = 15;

/**
 * One field's values as bars in plain SVG (decision 372): each value's label above its bar, the bar scaled to
 * the largest value, the count after it. Labels sit above the bars so that a long one ("sequential imperfect")
 * never squeezes them. Drawn in the text's colours (currentColor), so light and dark themes both read it; the
 * table beside it is the accessible form, so the chart is hidden from assistive technology.
 */
export function GrammarChart({ field }: { field: SummaryField }) {
  const largest = Math.max(1, ...field.rows.map((row) => row.count));
  const span = WIDTH - COUNT;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${WIDTH} ${field.rows.length * ROW}`}
      className="h-auto w-full max-w-md text-ink"
      data-chart={field.name}
    >
      {field.rows.map((row, index) => {
        const y = index * ROW;
        const width = Math.max(2, (row.count / largest) * span);
        return (
          <g key={row.value}>
            <text x="0" y={y + 16} fontSize={FONT} fill="currentColor">
              {row.value}
            </text>
            <rect x="0" y={y + 22} width={width} height="14" rx="3" className="fill-current text-muted" />
            <text x={width + 6} y={y + 34} fontSize={FONT} fill="currentColor">
              {row.count.toLocaleString('en')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
