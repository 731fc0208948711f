import { expect, test } from '../support/test';
import { expectNoSeriousViolations, expectResultsLine, verseReferences } from './search-support';

/**
 * The Douay-Rheims's deuterocanon (decision 153) on the real excerpt of deuterocanon.fixture.json (Tobit 1:1-3,
 * 1 Maccabees 1:1-2): read in the reader, listed in its own group of the passage picker, found by search. The
 * made-up KJV keeps its 66-book list.
 */
const RHE = 'Douay-Rheims Bible (Challoner revision, 1752)';

test.describe('deuterocanon', () => {
  test('read Tobit 1 in the Douay-Rheims, then 1 Maccabees from the picker', async ({ page }) => {
    await page.goto('/bible/Tob/1?version=rhe');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tobit 1' }),
      'the chapter heading',
    ).toBeVisible();
    await expect(page.getByText(RHE).first(), 'the version name').toBeVisible();
    await expect(page.locator('main li#v1'), 'Tobit 1:1').toContainText(
      'Tobias of the tribe and city of Nephtali',
    );
    await expect(page.locator('main li#v3'), 'Tobit 1:3').toContainText(
      'gave all he could get to his brethren',
    );
    await expectNoSeriousViolations(page, 'Tobit 1 in the reader');

    await page.getByRole('button', { name: 'Tobit 1' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a book' });
    const group = picker.getByRole('region', { name: 'Deuterocanonical books' });
    await expect(group.getByRole('button', { name: 'Tobit' }), 'Tobit in its group').toBeVisible();
    await group.getByRole('button', { name: '1 Maccabees' }).click();
    await page
      .getByRole('dialog', { name: '1 Maccabees' })
      .getByRole('link', { name: '1 Maccabees 1' })
      .click();
    await expect(page).toHavePath('/bible/1Macc/1?version=rhe');
    await expect(page.locator('main li#v1'), '1 Maccabees 1:1').toContainText(
      'Alexander the son of Philip the Macedonian',
    );
  });

  test('the KJV has no deuterocanon: its picker has no such group and Tobit is not there', async ({
    page,
  }) => {
    await page.goto('/bible/Gen/1');
    await page.getByRole('button', { name: 'Genesis 1', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a book' });
    await expect(picker.getByRole('button', { name: 'Genesis' }), 'the picker').toBeVisible();
    expect(await picker.getByRole('region', { name: 'Deuterocanonical books' }).count()).toBe(0);
    await page.goto('/bible/Tob/1');
    await expect(
      page.getByRole('alert').getByText('Made-up KJV (test fixture) does not include Tobit'),
      'the KJV says so',
    ).toBeVisible();
  });

  test('search finds Tobit in the Douay-Rheims and among all versions', async ({ page }) => {
    await page.goto('/simple-results?q=Nephtali&version=rhe&page=1');
    await expectResultsLine(page, '1 result • Page 1 of 1');
    expect(await verseReferences(page)).toEqual(['Tobit 1:1']);
    await page.goto('/simple-results?q=Tobias%201%3A2-3&version=rhe&page=1');
    await expectResultsLine(page, '2 results • Page 1 of 1');
    expect(await verseReferences(page), 'a reference in the Douay name').toEqual(['Tobit 1:2', 'Tobit 1:3']);
    await page.goto('/simple-results?q=Nephtali&version=all&page=1');
    await expectResultsLine(page, '1 result • Page 1 of 1');
    await expect(page.getByRole('region', { name: RHE }), 'the Douay-Rheims section').toBeVisible();
  });
});
