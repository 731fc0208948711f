import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminDonationsResponse, DonationSetupResponse } from '../../../core/api/donations';
import { DONATION_LIMITS, DONATION_PRESETS } from '../../../core/donations/amounts';
import { createQueryClient } from '../../app/queryClient';
import { MemoryRouter } from '../../app/routing';
import { DonationsPanel } from './DonationsPanel';

const empty: AdminDonationsResponse = {
  months: [],
  activeMonthly: { count: 0, cents: 0 },
  recent: [],
  failures: [],
};

function render(enabled: boolean): string {
  const client = createQueryClient();
  client.setQueryData(['admin', 'donations'], empty);
  client.setQueryData(['donations', 'setup'], {
    enabled,
    publishableKey: enabled ? 'pk_test_panel' : null,
    currency: 'usd',
    otherWays: '',
    presets: { 'one-time': [...DONATION_PRESETS['one-time']], monthly: [...DONATION_PRESETS.monthly] },
    limits: { ...DONATION_LIMITS },
  } satisfies DonationSetupResponse);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin?tab=donations']}>
        <DonationsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the admin Donations tab', () => {
  it('says when online giving is off and links to the settings that turn it on', () => {
    const markup = render(false);
    expect(markup).toContain('Online giving is off.');
    expect(markup).toContain('href="/admin?tab=settings&amp;category=donations"');
    expect(markup).toContain('href="/admin?tab=settings&amp;category=contact"');
  });

  it('says nothing of it while giving is on', () => {
    expect(render(true)).not.toContain('Online giving is off.');
  });
});
