import { openLoginDialog } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test.describe('accessibility', () => {
  test('the home page, /auth and the not-found page have no serious axe finding', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Features' }), 'the home tabs').toBeVisible();
    await expectNoSeriousViolations(page, '/');

    await page.goto('/auth');
    await expect(
      page.getByRole('heading', { name: 'OpenConcordance Admin' }),
      'the /auth heading',
    ).toBeVisible();
    await expectNoSeriousViolations(page, '/auth');

    await page.goto('/does-not-exist');
    await expect(
      page.getByRole('heading', { name: 'Page not found' }),
      'the not-found heading',
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'the not-found page');
  });

  test('the login dialog has no serious axe finding', async ({ page }) => {
    await page.goto('/');
    await openLoginDialog(page);
    await expectNoSeriousViolations(page, 'the login dialog');
  });

  test('the admin dashboard has no serious axe finding', async ({ page, login }) => {
    await login('admin');
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { name: 'Admin Dashboard' }),
      'the Admin Dashboard heading',
    ).toBeVisible();
    await expectNoSeriousViolations(page, '/admin');
  });

  test('the mobile home page has no serious axe finding', async ({ newPage }) => {
    const phone = await newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto('/');
    await expect(phone.getByRole('tab', { name: 'Features' }), 'the home tabs').toBeVisible();
    await phone.getByRole('button', { name: 'Menu' }).click();
    await expectNoSeriousViolations(phone, '/ at 375 px with the menu open');
  });
});
