import { expectAttribute, expectHidden, expectPath, expectVisible } from '../harness/expect';
import { defineJourneys } from '../harness/types';

export const journeys = defineJourneys('frame', [
  {
    name: 'the header navigates and marks the current page',
    run: async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      await expectAttribute(nav.getByRole('link', { name: 'Search' }), 'aria-current', 'page');
      await nav.getByRole('link', { name: 'Timeline' }).click();
      await expectPath(page, '/timeline');
      await expectVisible(
        page.getByRole('heading', { name: 'Interactive Timeline of Biblical Events' }),
        'the timeline heading',
      );
      await expectAttribute(nav.getByRole('link', { name: 'Timeline' }), 'aria-current', 'page');
      await expectAttribute(nav.getByRole('link', { name: 'Search' }), 'aria-current', null);

      await page.getByRole('link', { name: /home/ }).first().click();
      await expectPath(page, '/');
    },
  },
  {
    name: 'the mobile menu at 375 px opens and closes when an item is chosen',
    run: async ({ newPage }) => {
      const phone = await newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
      await phone.goto('/');
      await expectHidden(
        phone.getByRole('navigation', { name: 'Main', exact: true }),
        'the desktop navigation',
      );
      const toggle = phone.getByRole('button', { name: 'Menu' });
      await expectAttribute(toggle, 'aria-expanded', 'false');

      await toggle.click();
      await expectAttribute(toggle, 'aria-expanded', 'true');
      const menu = phone.getByRole('navigation', { name: 'Main (mobile)' });
      await expectVisible(menu, 'the mobile navigation');

      await menu.getByRole('link', { name: 'Devotional' }).click();
      await expectPath(phone, '/devotional');
      await expectAttribute(toggle, 'aria-expanded', 'false');
      await expectHidden(menu, 'the mobile navigation after choosing an item');
      await expectVisible(
        phone.getByRole('heading', { name: 'Daily Devotional Builder' }),
        'the devotional heading',
      );
    },
  },
  {
    name: 'unknown addresses show the not-found page with a way home',
    run: async ({ page }) => {
      await page.goto('/no/such/page');
      await expectVisible(page.getByRole('heading', { name: 'Page not found' }), 'the not-found heading');
      await page
        .getByRole('main')
        .getByRole('link', { name: /home page/ })
        .click();
      await expectPath(page, '/');
    },
  },
  {
    name: 'the page title comes from the site settings and the footer links to /auth',
    run: async ({ page, baseUrl }) => {
      const site = (await (await fetch(`${baseUrl}/api/site`)).json()) as { title: string };
      await page.goto('/support');
      await expectVisible(
        page.getByRole('heading', { name: 'Support This Ministry' }),
        'the support heading',
      );
      const title = await page.title();
      if (title !== site.title) throw new Error(`Expected the title "${site.title}", found "${title}"`);
      const year = String(new Date().getFullYear());
      await expectVisible(
        page.getByRole('contentinfo').getByText(new RegExp(`© ${year}`)),
        'the copyright line',
      );
      await page.getByRole('contentinfo').getByRole('link', { name: 'Login / Register' }).click();
      await expectPath(page, '/auth');
    },
  },
]);
