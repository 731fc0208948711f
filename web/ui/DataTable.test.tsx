import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './DataTable';

interface Gift {
  id: number;
  month: string;
  donor: string;
  failed: boolean;
}

const columns: DataColumn<Gift>[] = [
  { header: 'Month', cell: (gift) => gift.month, rowHeader: true },
  { header: 'Donor', cell: (gift) => gift.donor, className: 'break-all' },
  {
    header: 'Status',
    cell: (gift) => (gift.failed ? 'Failed' : 'Paid'),
    className: (gift) => (gift.failed ? 'text-danger-600' : ''),
  },
];

const gifts: Gift[] = [
  { id: 1, month: 'May', donor: 'ann@example.org', failed: false },
  { id: 2, month: 'June', donor: 'bob@example.org', failed: true },
];

const cells = (html: string, tag: 'td' | 'th') =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]);

describe('DataTable', () => {
  it('shows one row per record under the column headings, the first cell naming its row', () => {
    const html = renderToStaticMarkup(
      <DataTable caption="Gifts" columns={columns} rows={gifts} rowKey={(gift) => gift.id} />,
    );
    expect(cells(html, 'th')).toEqual(['Month', 'Donor', 'Status', 'May', 'June']);
    expect(cells(html, 'td')).toEqual(['ann@example.org', 'Paid', 'bob@example.org', 'Failed']);
    expect(html).toContain('<th scope="row"');
    expect(html).toContain('<caption class="sr-only">Gifts</caption>');
  });

  it("adds a column's classes to its cells, read from the row when they depend on it", () => {
    const html = renderToStaticMarkup(
      <DataTable columns={columns} rows={gifts} rowKey={(gift) => gift.id} />,
    );
    expect(html).toContain('<td class="py-2 pr-3 break-all">ann@example.org</td>');
    expect(html).toContain('<td class="py-2 text-danger-600">Failed</td>');
    expect(html).toContain('<td class="py-2">Paid</td>');
    expect(html).not.toContain('<caption');
  });

  it('shows a report under a visible caption in a region the keyboard can scroll, and says when it is empty', () => {
    const html = renderToStaticMarkup(
      <DataTable
        look="report"
        caption="Totals by month"
        columns={columns}
        rows={[]}
        rowKey={(gift) => gift.id}
        empty="No donations yet."
      />,
    );
    expect(html).toMatch(
      /^<div class="overflow-x-auto" role="region" aria-label="Totals by month" tabindex="0">/,
    );
    expect(html).toContain('<caption class="mb-2 text-left font-serif text-xl font-bold text-brand-800">');
    expect(html).toContain('<td class="px-3 py-2" colSpan="3">No donations yet.</td>');
  });

  it('shows only the headings of an empty list with nothing to say', () => {
    const html = renderToStaticMarkup(<DataTable columns={columns} rows={[]} rowKey={(gift) => gift.id} />);
    expect(html).toMatch(/<tbody><\/tbody>/);
  });
});
