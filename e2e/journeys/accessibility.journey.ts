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
