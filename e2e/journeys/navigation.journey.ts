import { expect, test } from '../support/test';

test.describe('frame', () => {
  test('the header navigates and marks the current page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Timeline' }).click();
    await expect(page).toHavePath('/timeline');
    await expect(
      page.getByRole('heading', { name: 'Interactive Timeline of Biblical Events' }),
      'the timeline heading',
    ).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Timeline' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');

    await page.getByRole('link', { name: /home/ }).first().click();
    await expect(page).toHavePath('/');
  });

  test('the mobile menu at 375 px opens and closes when an item is chosen', async ({ newPage }) => {
    const phone = await newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await phone.goto('/');
    await expect(
      phone.getByRole('navigation', { name: 'Main', exact: true }),
      'the desktop navigation',
    ).toBeHidden();
    const toggle = phone.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = phone.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu, 'the mobile navigation').toBeVisible();

    await menu.getByRole('link', { name: 'Devotional' }).click();
    await expect(phone).toHavePath('/devotional');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu, 'the mobile navigation after choosing an item').toBeHidden();
    await expect(
      phone.getByRole('heading', { name: 'Daily Devotional Builder' }),
      'the devotional heading',
    ).toBeVisible();
  });

  test('unknown addresses show the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { name: 'Page not found' }),
      'the not-found heading',
    ).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /home page/ })
      .click();
    await expect(page).toHavePath('/');
  });

  test("the page title comes from the site settings and the footer's Login / Register opens the sign-in dialog", async ({
    page,
    request,
  }) => {
    const site = (await (await request.get('/api/site')).json()) as { siteName: string };
    await page.goto('/support');
    await expect(
      page.getByRole('heading', { name: 'Support This Ministry' }),
      'the support heading',
    ).toBeVisible();
    // Each page has its own title, ending with the site's name (decision 221).
    expect(await page.title(), 'the page title').toBe(`Support | ${site.siteName}`);
    const year = String(new Date().getFullYear());
    await expect(
      page.getByRole('contentinfo').getByText(new RegExp(`© ${year}`)),
      'the copyright line',
    ).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Login / Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' }), "the readers' sign-in dialog").toBeVisible();
    await expect(page, 'not the administrators’ page').toHavePath('/support');
  });
});
