import type { Page } from '@playwright/test';
import { expectToast } from '../support/actions';
import { expect, test } from '../support/test';

// These journeys import new editions into the server every journey shares, which changes what a search of all
// versions finds and which versions are offered: playwright.config.ts runs this file after all the others.
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

  /** Uploads a made-up edition on the upload tab and imports it from the status tab; answers its finished entry. */
  async function uploadAndImport(page: Page, code: string, text: string) {
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
    return entry;
  }

  test('an administrator uploads a made-up edition, imports it, and readers find it', async ({
    page,
    login,
    newPage,
  }) => {
    test.setTimeout(150_000);
    await login('admin');
    const { code, text } = madeUpEdition();

    const entry = await uploadAndImport(page, code, text);
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

    // Once that import has installed the edition, importing over it asks first.
    await page.goto('/admin?tab=status');
    const completed = page.getByRole('region', { name: 'Completed imports' });
    await expect(
      completed.getByRole('listitem').filter({ hasText: `${code} · ${fileName}` }),
      'the SQL import finished',
    ).toContainText('(completed)', { timeout: 90_000 });
    await page.getByRole('tab', { name: 'SQL Import' }).click();
    await page.getByRole('combobox', { name: 'SQL file' }).click();
    await page.getByRole('option', { name: new RegExp(`^${fileName.replace('.', '\\.')} `) }).click();
    await page.getByLabel('Table name').fill(table);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const replace = page.getByRole('dialog', { name: /^Replace / });
    await expect(replace).toContainText(`${code} is installed (3 verses)`);
    await replace.getByRole('button', { name: 'Replace', exact: true }).click();
    await expectToast(page, 'Import complete');
  });

  test('an administrator removes an edition after confirming, and readers are no longer offered it', async ({
    page,
    login,
    newPage,
  }) => {
    test.setTimeout(150_000);
    await login('admin');
    const { code, text } = madeUpEdition();
    await uploadAndImport(page, code, text);

    const reader = await newPage();
    const versionOption = reader.getByRole('option', { name: new RegExp(code) });
    await reader.goto('/');
    await reader.getByRole('combobox', { name: 'Version' }).click();
    await expect(versionOption, 'offered to readers').toBeVisible();
    await reader.keyboard.press('Escape');

    const installed = page.getByRole('region', { name: 'Installed versions' });
    const remove = installed.getByRole('button', { name: `Remove ${code}` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Remove ${code}`) });
    await expect(dialog).toContainText('3 verses leave the site for every reader');
    // Cancel keeps it; the second time it goes.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(page, 'Removed', `${code} (${code}) removed with its 3 verses.`);
    await expect(remove, 'gone from the installed versions').toHaveCount(0);

    // The uploaded file goes too, after its own confirmation.
    const files = page.getByRole('region', { name: 'Available files' });
    await files.getByRole('button', { name: `Remove ${code}.txt` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(page, 'Removed', `${code}.txt removed`);
    await expect(files.getByRole('button', { name: `Remove ${code}.txt` })).toHaveCount(0);

    await reader.goto('/');
    await reader.getByRole('combobox', { name: 'Version' }).click();
    await expect(reader.getByRole('option').first()).toBeVisible();
    await expect(versionOption, 'no longer offered to readers').toHaveCount(0);
  });
});
