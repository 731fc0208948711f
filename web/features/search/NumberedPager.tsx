import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/Button';
import { pageWindow } from './pageWindow';

interface NumberedPagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, at most five numbered pages around the current one, and Next; hidden with a single page. */
export function NumberedPager({ page, totalPages, onPageChange }: NumberedPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Result pages" className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <ul className="flex items-center gap-1.5">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'primary' : 'ghost'}
              size="sm"
              className="min-w-9"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              onClick={() => onPageChange(number)}
            >
              {number}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
