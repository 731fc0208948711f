import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { closeToasts, expectToast, loginDialog, settled } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test, uniqueUsername } from '../support/test';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The browser's own date, as the devotional asks for it. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

/** Signs up in the login dialog (already open, on Login) and waits for it to close. */
async function signUpInOpenDialog(page: Page): Promise<void> {
  await loginDialog(page, 'Login').getByRole('button', { name: 'Need an account? Sign up' }).click();
  const signUp = loginDialog(page, 'Create Account');
  await signUp.getByLabel('Username').fill(uniqueUsername('devotion'));
  await signUp.getByLabel('Password').fill('a-long-devotional-password-42');
  await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(signUp).toBeHidden();
}

test.describe('daily devotional', () => {
  test('an anonymous reader reads today’s devotional, shares it without native sharing, downloads it, and is asked to sign in to save', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // The fallback path: a browser without the Web Share API.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/devotional');
    await expect(page.getByRole('heading', { name: 'Daily Devotional Builder', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: "Today's Devotion" })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByRole('article');
    await expect(card.getByText(/Bible in One Year, day \d+ of 365/)).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Reflection' })).toBeVisible();
    await expect(card.getByText(/^Matthew Henry's Concise Commentary on /)).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Prayer' })).toBeVisible();
    await expect(card.getByText(/Amen\.$/)).toBeVisible();
    await expectNoSeriousViolations(page, '/devotional signed out at 1280');

    // Share falls back to the clipboard.
    await page.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Copied to clipboard', 'Devotional text copied. Share it manually.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Daily Devotional — \d{4}-\d{2}-\d{2}/);
    expect(copied).toContain('Prayer');

    // Download: a text file with the reading, reflection, prayer and notes.
    await card.getByLabel("Your notes on today's reading").fill('Notes for the road.');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^devotional-\d{4}-\d{2}-\d{2}-day-\d+\.txt$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toContain('Passage (King James Version)');
    expect(text).toContain("Reflection — Matthew Henry's Concise Commentary");
    expect(text).toContain('My notes\nNotes for the road.');
    await expectToast(page, 'Downloaded', "Today's devotional saved to your device.");

    // Saving needs an account: the login prompt opens.
    await page.getByRole('button', { name: 'Save Notes' }).click();
    await expectToast(page, 'Login Required', 'Please log in or create an account to save your notes.');
    await expect(loginDialog(page, 'Login')).toBeVisible();
    await page.keyboard.press('Escape');

    // The whole comment behind the reflection.
    await card.getByRole('link', { name: 'Read the whole comment' }).click();
    await expect(page).toHavePath('/devotional/commentary');
    await expect(
      page
        .getByText("Matthew Henry's Concise Commentary on the Whole Bible")
        .or(page.getByText("Matthew Henry's Concise Commentary")),
    ).toBeVisible();
    await expect(page.getByText(/^Public domain/)).toBeVisible();
  });

  test('a reader saves preferences, saves notes with confetti, and follows their history and streak; axe at 375 px', async ({
    page,
    login,
    newPage,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login('reader');
    await page.goto('/devotional');
    await page.getByRole('tab', { name: 'My Preferences' }).click();
    const gospels = page.getByRole('radio', { name: /The Gospels/ });
    await expect(page.getByText('Matthew, Mark, Luke and John in 90 days.')).toBeVisible();
    await gospels.check({ force: true });
    await page.getByRole('button', { name: 'Hope', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Hope', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('combobox', { name: 'Translation' }).click();
    await page.getByRole('option', { name: /^NIV — New International Version \(not installed/ }).click();
    await page.getByLabel('Reminder time (your time zone)').fill('06:45');
    await expectNoSeriousViolations(page, 'devotional preferences at 1280');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expectToast(page, 'Preferences Saved');
    const saved = await (await page.request.get('/api/devotional/preferences')).json();
    expect(saved).toMatchObject({
      readingPlan: 'gospels',
      reminderTime: '06:45',
      favoriteTranslation: 'NIV',
    });
    expect(saved.topics).toEqual(['Faith', 'Prayer', 'Love', 'Hope']);
    await expect(page.getByText('90 days · today: day 1')).toBeVisible();

    // Today's reading follows the plan, in the KJV with a note.
    await page.getByRole('tab', { name: "Today's Devotion" }).click();
    const card = page.getByRole('article');
    await expect(card.getByText('The Gospels, day 1 of 90')).toBeVisible();
    await expect(
      card.getByText(/New International Version \(NIV\) is not installed on this site/),
    ).toBeVisible();
    await expect(card.getByText(/^Matthew 1/).first()).toBeVisible();

    // The first note of the day: saved, with confetti.
    await card.getByLabel("Your notes on today's reading").fill('The genealogy reaches back to Abraham.');
    await page.getByRole('button', { name: 'Save Notes' }).click();
    await expectToast(page, 'Your notes were saved!');
    await expect(page.locator('canvas')).toHaveCount(1);
    await expect(page.getByText("Today's reading is saved.")).toBeVisible();

    // Two earlier days read (saved through the API): a three-day streak in the history.
    for (const [days, notes] of [
      [1, 'Yesterday: the wise men'],
      [2, 'The day before: a quiet morning'],
    ] as const) {
      const answer = await page.request.post('/api/devotional/save-notes', {
        data: {
          date: daysAgo(days),
          title: 'An earlier reading',
          scripture: `Mark ${days}`,
          reflection: 'A reflection',
          prayer: 'Amen.',
          category: 'Gospels',
          personalNotes: notes,
        },
      });
      expect(answer.ok()).toBe(true);
    }
    await closeToasts(page);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('Current streak: 3 days')).toBeVisible();
    await expect(page.getByText('Days read: 3')).toBeVisible();
    await expect(page.getByText('The genealogy reaches back to Abraham.')).toBeVisible();
    await page.getByLabel('Search your history').fill('wise men');
    await expect(page.getByText('Yesterday: the wise men')).toBeVisible();
    await expect(page.getByText('The genealogy reaches back to Abraham.')).toHaveCount(0);
    await page.getByLabel('Search your history').fill('');
    await expectNoSeriousViolations(page, 'devotional history at 1280');

    // The calendar feed.
    await page.getByRole('tab', { name: 'My Preferences' }).click();
    await page.getByRole('button', { name: 'Create my calendar address' }).click();
    const address = page.getByLabel('Your calendar address');
    await expect(address).toHaveValue(/\/api\/devotional\/calendar\/[\w-]+\.ics$/);
    const feed = await page.request.get(new URL(await address.inputValue()).pathname);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('SUMMARY:Matthew 1');

    // A phone.
    const phone = await newPage({
      viewport: { width: 375, height: 800 },
      storageState: await page.context().storageState(),
    });
    await phone.goto('/devotional');
    await expect(phone.getByRole('article').getByText('The Gospels, day 1 of 90')).toBeVisible();
    await expectNoSeriousViolations(phone, '/devotional at 375');
    await phone.getByRole('tab', { name: 'My Preferences' }).click();
    await expect(phone.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
    await expectNoSeriousViolations(phone, 'devotional preferences at 375');
    await phone.getByRole('tab', { name: 'History' }).click();
    await expect(phone.getByText('Current streak: 3 days')).toBeVisible();
    await expectNoSeriousViolations(phone, 'devotional history at 375');
  });

  test('no confetti for a reader who prefers reduced motion', async ({ newPage }) => {
    const calm = await newPage({ reducedMotion: 'reduce' });
    const confettiRequests: string[] = [];
    calm.on('request', (request) => {
      if (/confetti/i.test(request.url())) confettiRequests.push(request.url());
    });
    const answer = await calm.request.post('/api/register', {
      data: { username: `calm_${Date.now()}`, password: 'a-long-calm-password-123' },
    });
    expect(answer.ok()).toBe(true);
    await calm.goto('/devotional');
    await calm.getByRole('article').getByLabel("Your notes on today's reading").fill('Quietly.');
    await calm.getByRole('button', { name: 'Save Notes' }).click();
    await expectToast(calm, 'Your notes were saved!');
    // The celebration is decided where the toast is raised; with motion it would now be loading its library
    // (the journey above sees it draw). Once the page has settled, neither the library nor a canvas came.
    await settled(calm);
    expect(confettiRequests, 'the confetti library not loaded').toEqual([]);
    await expect(calm.locator('canvas')).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`a visitor’s note outlives signing up and is saved to the reading it was written on, at ${width} px`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      await page.goto('/devotional');
      const card = page.getByRole('article');
      const place = card.getByText(/^Bible in One Year, day \d+ of 365$/);
      await expect(place).toBeVisible();
      const day = await place.textContent();
      const scripture = await card.locator('#reading-title + p').textContent();
      const notes = card.getByLabel("Your notes on today's reading");
      await notes.fill('Written before I had an account.');

      // Saving asks for an account; the reader signs up in the dialog.
      await page.getByRole('button', { name: 'Save Notes' }).click();
      await expect(loginDialog(page, 'Login')).toBeVisible();
      await signUpInOpenDialog(page);
      await expect(page.getByText(/Not read yet today\./)).toBeVisible();
      await expect(card.getByText(day!, { exact: true })).toBeVisible();
      await expect(notes).toHaveValue('Written before I had an account.');

      await closeToasts(page);
      await page.getByRole('button', { name: 'Save Notes' }).click();
      await expectToast(page, 'Your notes were saved!');
      const history = await (await page.request.get('/api/devotional/history')).json();
      expect(history.items).toHaveLength(1);
      expect(history.items[0]).toMatchObject({
        date: await browserToday(page),
        scripture,
        personalNotes: 'Written before I had an account.',
      });
      // A reload keeps the note in the box.
      await page.reload();
      await expect(card.getByLabel("Your notes on today's reading")).toHaveValue(
        'Written before I had an account.',
      );
    });

    test(`a visitor starts the plan today, keeps day 1 over a reload, and takes it to the account at sign-up, at ${width} px`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      await page.goto('/devotional');
      const card = page.getByRole('article');
      await expect(card.getByText(/^Bible in One Year, day \d+ of 365$/)).toBeVisible();
      await page.getByRole('button', { name: 'Start this plan today' }).click();
      await expectToast(page, 'Plan started');
      await expect(card.getByText('Bible in One Year, day 1 of 365', { exact: true })).toBeVisible();
      await expect(card.getByText('Genesis 1-3', { exact: true })).toBeVisible();

      await page.reload();
      await expect(card.getByText('Bible in One Year, day 1 of 365', { exact: true })).toBeVisible();
      await expect(page.getByText(/^You started this plan on /)).toBeVisible();
      await expectNoSeriousViolations(page, `/devotional with a plan started signed out at ${width}`);

      // Signing up takes the plan to the new account.
      await closeToasts(page);
      await page.getByRole('tab', { name: 'History' }).click();
      await page.getByRole('tabpanel').getByRole('button', { name: 'Login' }).click();
      await signUpInOpenDialog(page);
      await expectToast(page, 'Your plan is on your account');
      const preferences = await (await page.request.get('/api/devotional/preferences')).json();
      expect(preferences).toMatchObject({
        readingPlan: 'oneyear',
        planStartDate: await browserToday(page),
        saved: true,
      });
      expect(await page.evaluate(() => localStorage.getItem('oc-devotional-plan'))).toBeNull();
      await page.getByRole('tab', { name: "Today's Devotion" }).click();
      await expect(card.getByText('Bible in One Year, day 1 of 365', { exact: true })).toBeVisible();
      await expect(page.getByText('Not read yet today.')).toBeVisible();
      // The browser kept the visitor's answers: a reload as the reader is still day 1, not the visitor's day.
      await page.reload();
      await expect(card.getByText('Bible in One Year, day 1 of 365', { exact: true })).toBeVisible();
      await expect(page.getByText('Not read yet today.')).toBeVisible();
    });
  }
});
