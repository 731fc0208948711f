import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test.describe('timeline', () => {
  test('filter, By Era counts, the event dialog and keyboard use, axe at 1280 and 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/timeline');
    await expect(
      page.getByRole('heading', { name: 'Interactive Timeline of Biblical Events' }),
      'the heading',
    ).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await expect(filters, 'All Events plus ten categories').toHaveCount(11);
    await expect(page.getByText(/^\d+ events$/)).toHaveText(/^(1[5-9]\d|[2-9]\d\d) events$/);

    await page.getByRole('button', { name: 'Exile', exact: true }).click();
    await expect(page).toHaveURL(/category=exile/);
    await expect(page.getByRole('button', { name: /The writing on the wall/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /The first Passover/ })).toHaveCount(0);
    await expectNoSeriousViolations(page, '/timeline at 1280');
    await page.screenshot({ path: 'test-results/timeline-1280.png', fullPage: false });

    // Keyboard: open with Enter, Escape closes, focus returns to the card.
    const card = page.getByRole('button', { name: /The writing on the wall/ });
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'The writing on the wall' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/event=exile-writing-wall/);
    for (const field of [
      'Category',
      'Date',
      'Era',
      'Description',
      'Location',
      'Key figures',
      'Scripture references',
    ])
      await expect(dialog.getByText(field, { exact: true }), field).toBeVisible();
    const reference = dialog.getByRole('link', { name: /Daniel 5:1-31/ });
    await expect(reference).toHaveAttribute('target', '_blank');
    await expect(reference).toHaveAttribute('href', /\/simple-results\?q=Daniel%205%3A1-31/);
    await expectNoSeriousViolations(page, 'the event dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    // A shared link opens the event.
    await page.goto('/timeline?event=jesus-baptism');
    await expect(page.getByRole('dialog', { name: 'Baptism in the Jordan' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'By Era' }).click();
    await expect(page.getByRole('heading', { name: /^Early Church \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: / \(\d+\)$/ })).toHaveCount(10);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousViolations(page, '/timeline at 375');
    await page.screenshot({ path: 'test-results/timeline-375.png', fullPage: false });
  });
});
