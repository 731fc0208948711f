import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '../app/routing';
import { describe, expect, it } from 'vitest';
import type { DonationSetupResponse } from '../../core/api/donations';
import { DONATION_LIMITS, DONATION_PRESETS } from '../../core/donations/amounts';
import { createQueryClient } from '../app/queryClient';
import { USER_QUERY_KEY } from '../features/auth/useUser';
import SupportPage from './SupportPage';

const setup = (enabled: boolean): DonationSetupResponse => ({
  enabled,
  publishableKey: enabled ? 'pk_test_page' : null,
  currency: 'usd',
  otherWays: 'Send a cheque to the ministry, PO Box 1.',
  presets: { 'one-time': [...DONATION_PRESETS['one-time']], monthly: [...DONATION_PRESETS.monthly] },
  limits: { ...DONATION_LIMITS },
});

/** Renders /support (with `search`) with the setup answer already in the cache. */
function render(answer: DonationSetupResponse, search = ''): string {
  const client = createQueryClient();
  client.setQueryData(['donations', 'setup'], answer);
  client.setQueryData(USER_QUERY_KEY, null);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/support${search}`]}>
        <SupportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the support page', () => {
  it('says plainly that online giving is not set up, and how else to give', () => {
    const markup = render(setup(false));
    expect(markup).toContain('Support This Ministry');
    expect(markup).toContain('Online giving is not set up yet');
    expect(markup).toContain('Send a cheque to the ministry, PO Box 1.');
    expect(markup).not.toContain('One-Time Gift');
  });

  it('offers both kinds of gift with the presets, the custom amount and a disabled Continue', () => {
    const markup = render(setup(true));
    expect(markup).toContain('One-Time Gift');
    expect(markup).toContain('Monthly Support');
    for (const amount of DONATION_PRESETS['one-time']) expect(markup).toContain(`>$${amount}</button>`);
    expect(markup).toMatch(/type="number"[^>]*min="1"[^>]*max="10000"[^>]*step="0.01"/);
    expect(markup).toMatch(/<button type="submit" class="[^"]*" disabled="">Continue to Payment<\/button>/);
    expect(markup).not.toContain('Thank You!');
  });

  it('shows the success banner on ?success=true', () => {
    const markup = render(setup(true), '?success=true');
    expect(markup).toMatch(/role="status"[^>]*>.*Thank You!/s);
  });
});
