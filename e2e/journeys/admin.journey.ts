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
      'the ten tool tabs',
    ).toHaveCount(10);

    // Signed in, /auth goes straight on to the dashboard.
    await page.goto('/auth');
    await expect(page).toHavePath('/admin');

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
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
  test('the frame: its links and all ten tabs, Bible Upload first', async ({ page, login }) => {
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
    await expect(page.getByText('Not available yet.')).toBeVisible();
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
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
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
      for (const label of TAB_LABELS) {
        const box = await tabs(page).getByRole('tab', { name: label }).boundingBox();
        expect(box, `${label} laid out`).not.toBeNull();
        expect(box!.x + box!.width, `${label} within the screen`).toBeLessThanOrEqual(375);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scroll on ${key}`).toBeLessThanOrEqual(0);
    }
  });
});

// These journeys call the server side of issue 14 (upload, import status, imports, SQL import, converter): they
// pass once that branch is merged.
test.describe('admin Bible data', () => {
  /** A made-up edition (no copyrighted text), in the plain-text format the importer reads. */
  function madeUpEdition(): { code: string; text: string } {
    const code = `madeup_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const text = [
      '# A made-up edition for the browser journeys (not Scripture text)',
      'Genesis 1:1 In the first days the lampwright shaped the quiet hills.',
      'Genesis 1:2 And the hills were grey, and a wind walked over the water.',
      'John 3:16 The lampwright kept every lamp burning through the long night.',
    ].join('\n');
    return { code, text };
  }

  async function chooseNewEdition(page: Page, code: string): Promise<void> {
    await page.getByRole('combobox', { name: 'Bible version' }).click();
    await page.getByRole('option', { name: 'Another edition (type its code)' }).click();
    await page.getByLabel('Version code of the new edition').fill(code);
  }

  test('an administrator uploads a made-up edition, imports it, and readers find it', async ({
    page,
    login,
    newPage,
  }) => {
    test.setTimeout(150_000);
    await login('admin');
    const { code, text } = madeUpEdition();
    const fileName = `${code}.txt`;

    await page.goto('/admin');
    await chooseNewEdition(page, code);
    await page
      .getByLabel('Bible file', { exact: true })
      .setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress, 'the upload progress').toBeVisible();
    await expectToast(page, 'Upload complete');
    await expect(progress, 'full when done').toHaveAttribute('aria-valuenow', '100');
    await expect(progress, 'reset 3 s after').toHaveCount(0, { timeout: 6000 });

    await page.getByRole('button', { name: 'Go to Import Status' }).click();
    await expect(page).toHavePath('/admin?tab=status');
    await page.getByRole('button', { name: `Start import of ${fileName} into ${code}` }).click();
    await expectToast(page, 'Import started');

    // Polled every 5 s: the finished import turns up with its validation report.
    const completed = page.getByRole('region', { name: 'Completed imports' });
    const entry = completed.getByRole('listitem').filter({ hasText: fileName });
    await expect(entry, 'the finished import').toContainText('(completed)', { timeout: 90_000 });
    await expect(entry).toContainText('3 verses');
    await entry.getByText('Validation report').click();
    await expect(entry.getByText(/^Missing verses: \d+/), 'the missing verses counted').toBeVisible();

    // Readers find it without a restart: in the reader and the search.
    const reader = await newPage();
    await reader.goto(`/bible/John/3/16?version=${code}`);
    await expect(reader.getByText('kept every lamp burning')).toBeVisible();
    await reader.goto(`/simple-results?q=lampwright&version=${code}&page=1`);
    await expect(reader.getByText('shaped the quiet hills')).toBeVisible();
  });

  test('text to SQL, its download, and the SQL import of the result', async ({ page, login }) => {
    test.setTimeout(120_000);
    await login('admin');
    const { code, text } = madeUpEdition();
    const table = `bible_verses_${code}`;

    await page.goto('/admin?tab=converter');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expectToast(page, 'No file selected', 'Please select a text file to convert');
    await page
      .getByLabel('Text file (.txt)')
      .setInputFiles({ name: `${code}.txt`, mimeType: 'text/plain', buffer: Buffer.from(text) });
    await expect(page.getByLabel('Table name'), 'the default table').toHaveValue(table);
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await expectToast(page, 'Conversion complete');
    await expect(page.getByRole('tab', { name: 'Downloads' })).toHaveAttribute('aria-selected', 'true');

    const files = page.getByRole('region', { name: 'Converted files' });
    const link = files.getByRole('link', { name: /^Download / }).first();
    await expect(link).toBeVisible();
    const fileName = (await files.getByRole('listitem').first().locator('p').first().textContent())!.trim();
    const download = await page.request.get((await link.getAttribute('href'))!);
    await expect(download, 'the SQL file downloads').toBeOK();
    const sql = await download.text();
    expect(sql).toContain('INSERT');

    // The converted file goes back in through the upload, then the SQL import reads it.
    await page.goto('/admin?tab=upload');
    await chooseNewEdition(page, code);
    await page
      .getByLabel('Bible file', { exact: true })
      .setInputFiles({ name: fileName, mimeType: 'application/sql', buffer: Buffer.from(sql) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Upload complete');

    await page.getByRole('tab', { name: 'SQL Import' }).click();
    await page.getByRole('combobox', { name: 'SQL file' }).click();
    await page.getByRole('option', { name: new RegExp(`^${fileName.replace('.', '\\.')} `) }).click();
    await expect(page.getByLabel('Table name')).toHaveValue(
      `bible_verses_${fileName.replace(/\.sql$/i, '').toLowerCase()}`,
    );
    await page.getByLabel('Table name').fill(table);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expectToast(page, 'Import complete');
  });
});
