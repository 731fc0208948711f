import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { pageWindow } from './pagination';

interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Entry pages". */
  label: string;
}

const shape =
  'inline-flex min-h-10 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
const button = `${shape} border-gray-300 bg-white text-brand-700 hover:bg-brand-50`;
const currentButton = `${shape} border-brand-700 bg-brand-700 text-white`;

function StepButton(props: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={button}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/**
 * First, previous, the numbered window (current ±1 with the first and last page), next and last. Hidden
 * when everything fits on one page; the ends are disabled on the first and last page.
 */
export function Pagination({ page, pages, onPageChange, label }: PaginationProps) {
  if (pages <= 1) return null;
  const go = (target: number) => onPageChange(Math.min(Math.max(1, target), pages));
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
      <StepButton label="First page" disabled={page <= 1} onClick={() => go(1)}>
        <ChevronsLeft aria-hidden="true" className="size-4" />
      </StepButton>
      <StepButton label="Previous page" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Previous</span>
      </StepButton>
      {pageWindow(page, pages).map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={item.key} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={item.page === page ? currentButton : button}
            aria-label={`Page ${item.page}`}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => go(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <StepButton label="Next page" disabled={page >= pages} onClick={() => go(page + 1)}>
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </StepButton>
      <StepButton label="Last page" disabled={page >= pages} onClick={() => go(pages)}>
        <ChevronsRight aria-hidden="true" className="size-4" />
      </StepButton>
    </nav>
  );
}
