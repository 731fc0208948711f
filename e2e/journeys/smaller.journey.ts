import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Issue 35 item 13, "smaller" (decision 265): the curriculum one click away, the footer's installed versions,
 * the dashboard and the ADMIN BOT opening on the open problems, the admin tabs on a phone, one Logout, and
 * buttons whose names hold their visible text. (The home box's default query, selected on focus at both
 * widths, is ways-in.journey.ts's.)
 */

const SIZES = [
  { label: '1280 px', viewport: { width: 1280, height: 800 } },
  { label: '375 px', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
] as const;

/**
 * Fails on any finding of axe's rule "label-content-name-mismatch" (off by default: named to run it), and,
 * unless the page names no control apart from its text, when the rule found nothing to check.
 */
async function expectLabelInName(page: Page, where: string, { named = true } = {}): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  const checked = results.passes.find((rule) => rule.id === 'label-content-name-mismatch');
  if (named) expect(checked?.nodes.length ?? 0, `the rule checked controls on ${where}`).toBeGreaterThan(0);
  const findings = results.violations.flatMap((rule) =>
    rule.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
  expect(findings, `label-content-name-mismatch on ${where}`).toEqual([]);
}

/** The open repair tasks and error reports, as the server lists them. */
async function openProblems(page: Page): Promise<{ repairs: number; errors: number }> {
  const repairs = (await (await page.request.get('/api/admin/bot/repairs')).json()) as {
    repairs: { status: string }[];
  };
  const errors = (await (await page.request.get('/api/admin/bot/errors')).json()) as {
    errors: { status: string }[];
  };
  return {
    repairs: repairs.repairs.filter((row) => row.status === 'pending' || row.status === 'in_progress').length,
    errors: errors.errors.filter((row) => row.status !== 'resolved').length,
  };
}

test.describe('smaller things', () => {
  for (const { label, ...options } of SIZES) {
    test(`the curriculum is one click from Home's cards and from the header at ${label}`, async ({
      newPage,
    }) => {
      const page = await newPage(options);
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Study tools' })
        .getByRole('link', { name: /^Curriculum/ })
        .click();
      await expect(page).toHavePath('/curriculum');
      await expect(page.getByRole('heading', { name: 'Curriculum Dashboard' })).toBeVisible();

      await page.goto('/timeline');
      const inHeader = page
        .getByRole('navigation', { name: 'Study', exact: true })
        .getByRole('link', { name: 'Curriculum', exact: true });
      await expect(inHeader, 'Curriculum without opening a menu').toBeInViewport();
      await inHeader.click();
      await expect(page).toHavePath('/curriculum');
      await expect(inHeader, 'marked as the current section').toHaveAttribute('aria-current', 'page');
    });

    test(`the footer lists the installed versions, and only those, at ${label}`, async ({ newPage }) => {
      const page = await newPage(options);
      const answer = (await (await page.request.get('/api/versions')).json()) as {
        versions: { name: string; installed: boolean }[];
      };
      const installed = answer.versions.filter((version) => version.installed).map((version) => version.name);
      expect(installed.length, 'the e2e server has installed versions').toBeGreaterThan(0);
      expect(answer.versions.length, 'and knows versions it has not installed').toBeGreaterThan(
        installed.length,
      );
      await page.goto('/about');
      const list = page
        .getByRole('contentinfo')
        .getByRole('region', { name: 'Bible Versions' })
        .getByRole('listitem');
      await expect(list).toHaveText(installed);
    });

    test(`buttons' names hold their visible text on the reader and the results at ${label}`, async ({
      newPage,
    }) => {
      const page = await newPage(options);
      await page.goto('/bible/John/3/16?strongs=true');
      await expect(page.getByRole('button', { name: /John 3:16$/ }).first()).toBeVisible();
      await expectLabelInName(page, `the reader at ${label}`);
      await page.getByRole('button', { name: 'John 3', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Choose a book' })).toBeVisible();
      // The book chips are named by their text alone: nothing for the rule to compare, nothing to break.
      await expectLabelInName(page, `the book chips at ${label}`, { named: false });
      await page.getByRole('dialog').getByRole('button', { name: 'Genesis', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Genesis' })).toBeVisible();
      await expectLabelInName(page, `the chapter chips at ${label}`);
      await page.keyboard.press('Escape');

      await page.goto('/simple-results?q=beginning&version=kjv&page=1&strongs=true');
      await expect(page.getByText(/results? •/).first()).toBeVisible();
      await expectLabelInName(page, `the results at ${label}`);
    });
  }

  test('the admin tabs take one scrolling row at 375 px, and a tab named in the address is in sight', async ({
    newPage,
    adminCredentials,
  }) => {
    const { label: _label, ...phone } = SIZES[1];
    const page = await newPage(phone);
    expect((await page.request.post('/api/login', { data: adminCredentials })).ok()).toBe(true);
    await page.goto('/admin');
    const tabs = page.getByRole('tablist', { name: 'Admin tools' }).getByRole('tab');
    await expect(tabs).toHaveCount(11);
    const tops = new Set(
      (
        await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)))
      ).values(),
    );
    expect(tops.size, 'rows of admin tabs at 375 px').toBeLessThanOrEqual(2);
    const list = page.getByRole('tablist', { name: 'Admin tools' });
    const box = (await list.boundingBox())!;
    expect(box.x + box.width, 'the tab row stays inside the phone').toBeLessThanOrEqual(375);

    await page.goto('/admin?tab=donations');
    await expect(page.getByRole('tab', { name: 'Donations' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Donations' })).toBeInViewport();
  });

  test('the dashboard and the ADMIN BOT open on the open problems', async ({ page, login }) => {
    await login('admin');
    // A missing page, counted, and the checks run now: an open error report at least.
    const missing = `/api/smaller-missing-${Date.now()}`;
    expect((await page.request.get(missing)).status()).toBe(404);
    await page.goto('/');
    const ran = await page.request.post('/api/admin/bot/run', {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(ran.ok(), 'the checks ran').toBe(true);
    const problems = await openProblems(page);
    expect(problems.repairs + problems.errors, 'open problems on the server').toBeGreaterThan(0);

    await page.goto('/admin');
    const notice = page.getByRole('region', { name: 'Needs attention' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/open (repair task|error report)/);
    const noticeTop = (await notice.boundingBox())!.y;
    const tabsTop = (await page.getByRole('tablist', { name: 'Admin tools' }).boundingBox())!.y;
    expect(noticeTop, 'the notice comes before the tabs').toBeLessThan(tabsTop);
    await notice.getByRole('link', { name: 'Open the ADMIN BOT' }).click();
    await expect(page).toHavePath('/admin?tab=admin-bot');
    const expected = problems.repairs > 0 ? 'Live Repairs' : 'Error Reports';
    await expect(
      page.getByRole('tablist', { name: 'ADMIN BOT' }).getByRole('tab', { name: expected }),
      `the ADMIN BOT opens on ${expected}`,
    ).toHaveAttribute('aria-selected', 'true');
    // Open ones first: the first card of the list is open.
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(
      /pending|in progress/,
    );
  });

  for (const { label, ...options } of SIZES) {
    test(`one Logout button on the admin dashboard at ${label}`, async ({ newPage, adminCredentials }) => {
      const page = await newPage(options);
      const signedIn = await page.request.post('/api/login', { data: adminCredentials });
      expect(signedIn.ok()).toBe(true);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
      if (label === '375 px') await page.getByRole('button', { name: 'Menu' }).click();
      const logout = page.getByRole('button', { name: 'Logout' });
      await expect(logout.first()).toBeVisible();
      await expect(logout, 'visible Logout buttons').toHaveCount(1);
      await logout.click();
      await expect(page).toHavePath('/auth');
      await expect(page.getByText('Logged out').first()).toBeVisible();
    });
  }
});
