import { expectVisible } from '../harness/expect';
import { loginAsAdmin, openLoginDialog } from '../harness/actions';
import { defineJourneys } from '../harness/types';
import { expectNoSeriousViolations } from '../harness/axe';

export const journeys = defineJourneys('accessibility', [
  {
    name: 'the home page, /auth and the not-found page have no serious axe finding',
    run: async ({ page }) => {
      await page.goto('/');
      await expectVisible(page.getByRole('tab', { name: 'Features' }), 'the home tabs');
      await expectNoSeriousViolations(page, '/');

      await page.goto('/auth');
      await expectVisible(page.getByRole('heading', { name: 'OpenConcordance Admin' }), 'the /auth heading');
      await expectNoSeriousViolations(page, '/auth');

      await page.goto('/does-not-exist');
      await expectVisible(page.getByRole('heading', { name: 'Page not found' }), 'the not-found heading');
      await expectNoSeriousViolations(page, 'the not-found page');
    },
  },
  {
    name: 'the login dialog has no serious axe finding',
    run: async ({ page }) => {
      await page.goto('/');
      await openLoginDialog(page);
      await expectNoSeriousViolations(page, 'the login dialog');
    },
  },
  {
    name: 'the admin dashboard has no serious axe finding',
    run: async ({ page, adminCredentials }) => {
      await loginAsAdmin(page, adminCredentials);
      await expectNoSeriousViolations(page, '/admin');
    },
  },
  {
    name: "/about, reached from the footer's About column, has no serious axe finding at 1280 and 375 px",
    run: async ({ page, newPage }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'About this site' }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: /^About / }), 'the About heading');
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Texts and licences' }), 'the texts');
      await expectVisible(page.getByText('bash scripts/start.sh', { exact: false }), 'the Quick start');
      await expectNoSeriousViolations(page, '/about');

      const phone = await newPage({ viewport: { width: 375, height: 740 } });
      await phone.goto('/about#self-host');
      await expectVisible(phone.getByRole('heading', { name: 'Run your own copy' }), 'the self-host section');
      await expectNoSeriousViolations(phone, '/about at 375 px');
    },
  },
  {
    name: 'the mobile home page has no serious axe finding',
    run: async ({ newPage }) => {
      const phone = await newPage({ viewport: { width: 375, height: 740 } });
      await phone.goto('/');
      await expectVisible(phone.getByRole('tab', { name: 'Features' }), 'the home tabs');
      await phone.getByRole('button', { name: 'Menu' }).click();
      await expectNoSeriousViolations(phone, '/ at 375 px with the menu open');
    },
  },
]);
