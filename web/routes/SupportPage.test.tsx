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

const contact = { address: 'The Ministry\nPO Box 1', email: 'office@example.org', otherWays: '' };

/** Renders /support (with `search`) with the setup and site answers already in the cache. */
function render(answer: DonationSetupResponse, search = '', published = contact): string {
  const client = createQueryClient();
  client.setQueryData(['donations', 'setup'], answer);
  client.setQueryData(['site'], {
    siteName: 'OpenConcordance',
    contact: published,
    givingOnline: answer.enabled,
  });
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

  it('gives the published address and email while giving is off, not a pointer to another page', () => {
    const markup = render(setup(false));
    expect(markup).toMatch(/<address[^>]*>.*The Ministry.*PO Box 1.*<\/address>/s);
    expect(markup).toContain('href="mailto:office@example.org"');
    expect(markup).not.toContain('address on the About page');
  });

  it('says plainly when no contact is published', () => {
    const markup = render(setup(false), '', { address: '', email: '', otherWays: '' });
    expect(markup).toContain(
      'The administrators have not published a postal address or an email address yet.',
    );
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
