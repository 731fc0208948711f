import type { Locator, Page } from '@playwright/test';
import { expectToast, loginAsAdmin, submitAuthPage } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

const TAB_LABELS = [
  'Bible Upload',
  'Import Status',
  'SQL Import',
  'Text to SQL',
  'Advertisements',
  'Content Boxes',
  'Custom Pages',
  'ADMIN BOT',
  'Email Test',
  'System Settings',
  'Donations',
];

function tabs(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Admin tools' });
}

async function expectSelected(page: Page, label: string): Promise<void> {
  await expect(tabs(page).getByRole('tab', { name: label }), `${label} selected`).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test.describe('admin', () => {
  test('an anonymous visit to /admin is sent to /auth', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHavePath('/auth');
    await expect(
      page.getByRole('heading', { name: 'OpenConcordance Admin' }),
      'the /auth heading',
    ).toBeVisible();
  });

  test('the /auth form asks for both fields before calling the server', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('form', { name: 'Admin login' }).getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required'), '"Username is required"').toBeVisible();
    await expect(page.getByText('Password is required'), '"Password is required"').toBeVisible();
  });

  test('a wrong password at /auth shows Login failed', async ({ page, adminCredentials }) => {
    await page.goto('/auth');
    await submitAuthPage(page, { username: adminCredentials.username, password: 'wrong-password-123' });
    await expectToast(page, 'Login failed', 'Please check your username and password');
    await expect(page).toHavePath('/auth');
  });

  test('an administrator logs in at /auth, reaches /admin and logs out', async ({
    page,
    adminCredentials,
  }) => {
    await loginAsAdmin(page, adminCredentials);
    await expect(page).toHavePath('/admin');
    await expectToast(page, 'Login successful', `Welcome back, ${adminCredentials.username}!`);
    await expect(
      page.getByText(`Welcome, ${adminCredentials.username}`).first(),
      'the greeting',
    ).toBeVisible();
    await expect(
      page.getByRole('tablist', { name: 'Admin tools' }).getByRole('tab'),
      'the tool tabs: the ten tools and Donations',
    ).toHaveCount(TAB_LABELS.length);

    // Signed in, /auth goes straight on to the dashboard.
    await page.goto('/auth');
    await expect(page).toHavePath('/admin');

    // The header's Logout, the one on every page (decision 265).
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHavePath('/auth');
    await expectToast(page, 'Logged out');
    await page.goto('/admin');
    await expect(page).toHavePath('/auth');
  });

  test('a signed-in reader who is not an administrator is sent to /auth with a toast', async ({
    page,
    login,
  }) => {
    await login();
    await page.goto('/admin');
    await expect(page).toHavePath('/auth');
    await expectToast(page, 'Authentication required', 'Please log in to access the admin panel');
  });
});

test.describe('admin dashboard', () => {
  test('the frame: its links and all its tabs, Bible Upload first', async ({ page, login }) => {
    await login('admin');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    await expect(tabs(page).getByRole('tab')).toHaveText(TAB_LABELS);
    await expectSelected(page, 'Bible Upload');
    await expect(page.getByRole('heading', { name: 'Upload a Bible file' })).toBeVisible();

    await main.getByRole('link', { name: 'Manage Email Templates & Logs' }).click();
    await expect(page).toHavePath('/admin/emails');
    await expect(page.getByRole('heading', { name: 'Email Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Send Test Email' })).toBeVisible();
  });

  test('the selected tab lives in the URL: reload, back and forward keep it', async ({ page, login }) => {
    await login('admin');
    await page.goto('/admin');
    await tabs(page).getByRole('tab', { name: 'Import Status' }).click();
    await expect(page).toHavePath('/admin?tab=status');
    await expectSelected(page, 'Import Status');

    await tabs(page).getByRole('tab', { name: 'Custom Pages' }).click();
    await expect(page).toHavePath('/admin?tab=pages');
    await expect(page.getByRole('heading', { name: 'Custom Pages', level: 2 })).toBeVisible();

    await page.reload();
    await expectSelected(page, 'Custom Pages');

    await page.goBack();
    await expect(page).toHavePath('/admin?tab=status');
    await expectSelected(page, 'Import Status');
    await page.goBack();
    await expect(page).toHavePath('/admin');
    await expectSelected(page, 'Bible Upload');
    await page.goForward();
    await expectSelected(page, 'Import Status');

    // A link to a tab opens it; an unknown key falls back to the first tab.
    await page.goto('/admin?tab=sql-import');
    await expectSelected(page, 'SQL Import');
    await page.goto('/admin?tab=nonsense');
    await expectSelected(page, 'Bible Upload');
  });

  test('the tabs answer the keyboard: arrows move, Enter opens', async ({ page, login }) => {
    await login('admin');
    await page.goto('/admin');
    await tabs(page).getByRole('tab', { name: 'Bible Upload' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs(page).getByRole('tab', { name: 'Import Status' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHavePath('/admin?tab=status');
  });

  test('the upload form names what it needs before calling the server', async ({ page, login }) => {
    await login('admin');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Bible version is required')).toBeVisible();
    await expect(page.getByText('A file is required')).toBeVisible();

    await page.getByRole('combobox', { name: 'Bible version' }).click();
    await page.getByRole('option', { name: 'Another edition (type its code)' }).click();
    await page.getByLabel('Version code of the new edition').fill('Not A Code');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Use 2-32 lower-case letters, digits or _')).toBeVisible();
  });

  test('the dashboard tabs have no serious axe finding', async ({ page, login }) => {
    await login('admin');
    for (const key of ['upload', 'sql-import', 'converter', 'settings']) {
      await page.goto(`/admin?tab=${key}`);
      await expect(tabs(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `/admin?tab=${key}`);
    }
  });

  test('a failed logout says so and stays on the dashboard', async ({ page, login }) => {
    await login('admin');
    await page.goto('/admin');
    await page.route('**/api/logout', (route) => route.abort('connectionreset'));
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logout failed', 'An error occurred during logout');
    await expect(page).toHavePath('/admin');
  });

  test('a session that ends while the dashboard is open: the toast, then /auth', async ({ page, login }) => {
    await login('admin');
    await page.goto('/admin?tab=status');
    await expectSelected(page, 'Import Status');
    // The next 5-second poll of the import status answers 401.
    await page.context().clearCookies();
    await expectToast(page, 'Authentication required', 'Please log in to access the admin panel');
    await expect(page).toHavePath('/auth');
  });

  test('a plain user sees none of the dashboard', async ({ page, login }) => {
    await login();
    for (const path of ['/admin?tab=status', '/admin/emails']) {
      await page.goto(path);
      await expect(page).toHavePath('/auth');
      await expect(page.getByRole('tablist', { name: 'Admin tools' })).toHaveCount(0);
    }
    await expectToast(page, 'Authentication required', 'Please log in to access the admin panel');
  });

  test('on a 375 px phone every tab is reachable and nothing overflows', async ({
    newPage,
    adminCredentials,
  }) => {
    const page = await newPage({ viewport: { width: 375, height: 812 } });
    await expect(await page.request.post('/api/login', { data: adminCredentials })).toBeOK();
    for (const key of ['upload', 'status', 'sql-import', 'converter', 'ads', 'settings']) {
      await page.goto(`/admin?tab=${key}`);
      await expect(tabs(page)).toBeVisible();
      // The tabs are one row that scrolls sideways (decision 265): each is within the screen once scrolled to.
      const row = (await tabs(page).boundingBox())!;
      expect(row.x + row.width, 'the tab row within the screen').toBeLessThanOrEqual(375);
      for (const label of TAB_LABELS) {
        const tab = tabs(page).getByRole('tab', { name: label });
        await tab.scrollIntoViewIfNeeded();
        const box = await tab.boundingBox();
        expect(box, `${label} laid out`).not.toBeNull();
        expect(box!.x + box!.width, `${label} within the screen`).toBeLessThanOrEqual(375);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scroll on ${key}`).toBeLessThanOrEqual(0);
    }
  });
});
