import { afterSubmit, toasts } from '../support/actions';
import { expect, test } from '../support/test';

test.describe('search', () => {
  test('the home search form goes to /simple-results with the query, version and page 1', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search the Bible' });
    await expect(box, 'the search box').toBeVisible();
    await box.fill('light of the world');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHavePath('/simple-results?q=light%20of%20the%20world&version=kjv&page=1');
  });

  test("the Strong's switch and PARALLEL toggle add their flags", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the Bible' }).fill('the light');
    await page.getByRole('switch', { name: "Enable Strong's Numbers Lookup" }).click();
    await page.getByRole('button', { name: 'PARALLEL' }).click();
    await page.getByRole('searchbox', { name: 'Search the Bible' }).press('Enter');
    await expect(page).toHavePath(
      '/simple-results?q=the%20light&version=kjv&page=1&strongs=true&parallel=true',
    );
  });

  test('whitespace-only input is ignored silently', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search the Bible' });
    await box.fill('   ');
    await box.press('Enter');
    await afterSubmit(page, () => page.getByRole('button', { name: 'Search', exact: true }).click());
    expect(new URL(page.url()).pathname, 'the page should not have moved').toBe('/');
    expect(await toasts(page).count(), 'no toast').toBe(0);
  });
});
