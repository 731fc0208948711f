import type { SummaryField } from './grammarSummary';

const ROW = 28;
const LABEL = 150;
const WIDTH = 480;
const COUNT = 56;

/**
 * One field's values as horizontal bars in plain SVG (decision 372): a label, a bar scaled to the largest
 * value and the count. Drawn in the text's colours (currentColor), so light and dark themes both read it; the
 * table beside it is the accessible form, so the chart is hidden from assistive technology.
 */
export function GrammarChart({ field }: { field: SummaryField }) {
  const largest = Math.max(1, ...field.rows.map((row) => row.count));
  const span = WIDTH - LABEL - COUNT;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${WIDTH} ${field.rows.length * ROW}`}
      className="h-auto w-full max-w-xl text-ink"
      data-chart={field.name}
    >
      {field.rows.map((row, index) => {
        const y = index * ROW;
        const width = Math.max(2, (row.count / largest) * span);
        return (
          <g key={row.value}>
            <text
              x={LABEL - 8}
              y={y + ROW / 2}
              dominantBaseline="middle"
              textAnchor="end"
              fontSize="14"
              fill="currentColor"
            >
              {row.value}
            </text>
            <rect
              x={LABEL}
              y={y + 5}
              width={width}
              height={ROW - 10}
              rx="3"
              className="fill-current text-muted"
            />
            <text
              x={LABEL + width + 6}
              y={y + ROW / 2}
              dominantBaseline="middle"
              fontSize="14"
              fill="currentColor"
            >
              {row.count.toLocaleString('en')}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
