import type { Page } from '@playwright/test';
import { closeToasts, expectToast } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { CARDS, routeStripe } from '../support/stripe';
import { expect, test } from '../support/test';

const proceed = (page: Page) => page.getByRole('button', { name: /^Continue to Payment/ });
const preset = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true });

/** Types a card into the (stand-in) Payment Element and pays. */
async function pay(page: Page, card: string, button: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: button }).click();
}

test.describe('support', () => {
  test('a new donor: presets and a custom amount, Back, a one-time gift ending on ?success=true; axe at 1280 and 375 px', async ({
    page,
  }) => {
    await routeStripe(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Support This Ministry', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'One-Time Gift' })).toHaveAttribute('aria-selected', 'true');
    for (const amount of [10, 25, 50, 100, 250, 500]) await expect(preset(page, `$${amount}`)).toBeVisible();
    await expect(proceed(page)).toBeDisabled();

    // A preset, then typing clears it, then a preset clears the typed amount.
    await preset(page, '$25').click();
    await expect(preset(page, '$25')).toHaveAttribute('aria-pressed', 'true');
    await expect(proceed(page)).toHaveText('Continue to Payment ($25)');
    const custom = page.getByLabel(/^Custom amount/);
    await custom.fill('12.5');
    await expect(preset(page, '$25')).toHaveAttribute('aria-pressed', 'false');
    await expect(proceed(page)).toHaveText('Continue to Payment ($12.50)');
    await custom.fill('0.5');
    await proceed(page).click();
    await expect(page.getByText('The amount must be at least $1')).toBeVisible();
    await preset(page, '$50').click();
    await expect(custom).toHaveValue('');
    await expectNoSeriousViolations(page, '/support at 1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousViolations(page, '/support at 375');
    await page.screenshot({ path: 'e2e/artifacts/support-amount-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The payment step, Back (the amount is kept), and again.
    await proceed(page).click();
    await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
    await expect(page.getByText('One-time gift of $50')).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(preset(page, '$50')).toHaveAttribute('aria-pressed', 'true');
    await proceed(page).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expectNoSeriousViolations(page, 'the payment step at 1280');
    await page.screenshot({ path: 'e2e/artifacts/support-payment-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousViolations(page, 'the payment step at 375');
    await page.setViewportSize({ width: 1280, height: 900 });

    await pay(page, CARDS.success, 'Give $50');
    await expectToast(page, 'Thank You!');
    await expect(page).toHavePath('/support?success=true');
    const banner = page.getByRole('status').filter({ hasText: 'Thank you for supporting this ministry' });
    await expect(banner).toContainText('Thank You!');
    await closeToasts(page);
    await expectNoSeriousViolations(page, '/support?success=true');
    await page.screenshot({ path: 'e2e/artifacts/support-success-1280.png', fullPage: true });
  });

  test('a refused card shows "Payment Failed" with the provider message and stays on the payment step', async ({
    page,
  }) => {
    await routeStripe(page);
    await page.goto('/support');
    await preset(page, '$10').click();
    await proceed(page).click();
    await pay(page, CARDS.declined, 'Give $10');
    await expectToast(page, 'Payment Failed', 'Your card was declined.');
    await expect(page.getByRole('alert').filter({ hasText: 'Payment Failed' })).toContainText(
      'Your card was declined.',
    );
    await expect(page).toHavePath('/support');
    await expect(page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
  });

  test('a signed-in donor gives monthly, sees the gift in /account and cancels it', async ({
    page,
    login,
  }) => {
    await routeStripe(page);
    await login('reader');
    await page.goto('/support');
    await page.getByRole('tab', { name: 'Monthly Support' }).click();
    for (const amount of [5, 10, 25, 50, 100, 250])
      await expect(preset(page, `$${amount}/month`)).toBeVisible();
    await page.getByLabel(/^Custom amount/).fill('7.25');
    await expect(proceed(page)).toHaveText('Continue to Payment ($7.25/month)');
    await proceed(page).click();
    await expect(page.getByText('Monthly support of $7.25/month')).toBeVisible();
    await pay(page, CARDS.success, 'Give $7.25 monthly');
    await expect(page).toHavePath('/support?success=true');

    await page.goto('/account');
    const gifts = page.getByRole('region', { name: 'Your gifts' });
    await expect(gifts.getByText('$7.25/month')).toBeVisible();
    await expect(gifts.getByText(/Active/)).toBeVisible();
    await expect(gifts.getByText('Monthly support', { exact: false }).first()).toBeVisible();
    await gifts.getByRole('button', { name: 'Cancel monthly gift of $7.25' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this monthly gift?' });
    await dialog.getByRole('button', { name: 'Cancel monthly gift' }).click();
    await expectToast(page, 'Monthly gift cancelled');
    await expect(gifts.getByText(/Cancelled on/)).toBeVisible();
    await expect(gifts.getByRole('button', { name: /Cancel monthly gift/ })).toHaveCount(0);
    await closeToasts(page);
    await expectNoSeriousViolations(page, '/account with gifts');
  });

  test('an administrator reads the donations: totals by month and failures, no card data', async ({
    page,
    login,
    request,
  }) => {
    // A refused payment of its own, so the failures list has one whatever order the journeys run in.
    const started = await request.post('/api/create-payment-intent', {
      data: { amount: 33, type: 'one-time' },
    });
    expect(started.ok()).toBe(true);
    const { clientSecret } = (await started.json()) as { clientSecret: string };
    const refused = await fetch(
      `${process.env.E2E_STRIPE_API_URL}/v1/payment_intents/${clientSecret.split('_secret_')[0]}/confirm`,
      {
        method: 'POST',
        body: new URLSearchParams({
          key: 'pk_test_e2e_stand_in',
          client_secret: clientSecret,
          'payment_method_data[card][number]': CARDS.declined.replaceAll(' ', ''),
        }),
      },
    );
    expect(refused.status).toBe(402);

    await login('admin');
    await page.goto('/admin?tab=donations');
    await expect(page.getByRole('tab', { name: 'Donations' })).toHaveAttribute('aria-selected', 'true');
    const months = page.getByRole('table', { name: 'Totals by month' });
    await expect(months.getByRole('row')).not.toHaveCount(1);
    const failures = page.getByRole('table', { name: 'Failed payments' });
    await expect(failures.getByRole('row').filter({ hasText: '$33' }).first()).toContainText(
      'Failed: Your card was declined.',
    );
    await expect(page.getByText(/4242|0002/)).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the Donations tab at 1280');
    await page.screenshot({ path: 'e2e/artifacts/admin-donations-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousViolations(page, 'the Donations tab at 375');
  });
});
