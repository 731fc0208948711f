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

  test('the home tabs follow the tabs pattern: arrows, Home and End choose, a click chooses, one tab stop', async ({
    page,
  }) => {
    await page.goto('/');
    const list = page.getByRole('tablist', { name: 'About OpenConcordance' });
    const tab = (name: string) => list.getByRole('tab', { name });
    const panel = page.getByRole('tabpanel');
    await expect(tab('Features')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveAccessibleName('Features');

    // Only the chosen tab is in the Tab order; the arrows move the focus and choose (automatic activation).
    await expect(tab('Bible Versions')).toHaveAttribute('tabindex', '-1');
    await tab('Features').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Bible Versions')).toBeFocused();
    await expect(tab('Bible Versions')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toHaveAccessibleName('Bible Versions');
    await expect(panel).toContainText('bereshit');
    await page.keyboard.press('End');
    await expect(tab('Research Tools')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Features')).toBeFocused();
    await expect(tab('Features')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Research Tools')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('Features')).toHaveAttribute('aria-selected', 'true');

    await tab('Bible Versions').click();
    await expect(tab('Bible Versions')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Features')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'the home tabs');
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

  test("/about, reached from the footer's About column, has no serious axe finding at 1280 and 375 px", async ({
    page,
    newPage,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About this site' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^About / }), 'the About heading').toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Texts and licences' }),
      'the texts',
    ).toBeVisible();
    await expect(page.getByText('bash scripts/start.sh', { exact: false }), 'the Quick start').toBeVisible();
    await expectNoSeriousViolations(page, '/about');

    const phone = await newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto('/about#self-host');
    await expect(
      phone.getByRole('heading', { name: 'Run your own copy' }),
      'the self-host section',
    ).toBeVisible();
    await expectNoSeriousViolations(phone, '/about at 375 px');
  });

  test('the mobile home page has no serious axe finding', async ({ newPage }) => {
    const phone = await newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto('/');
    await expect(phone.getByRole('tab', { name: 'Features' }), 'the home tabs').toBeVisible();
    await phone.getByRole('button', { name: 'Menu' }).click();
    await expectNoSeriousViolations(phone, '/ at 375 px with the menu open');
  });
});
