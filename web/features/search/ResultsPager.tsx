import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/Button';

interface ResultsPagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous and Next, shown only with more than one page and disabled on the first and last. */
export function ResultsPager({ page, totalPages, onPageChange }: ResultsPagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Result pages" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span className="text-sm text-muted">
        Page {page} of {totalPages}
      </span>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
