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
    await expect(
      dialog.getByRole('link', { name: 'Babylon (H894)' }),
      'the place in the concordance',
    ).toHaveAttribute('href', '/concordance/H894');
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

test.describe("timeline: a reader's own events, the time axis and the reader's links", () => {
  test('anonymous readers are offered sign-in; a reader adds, reads, changes and deletes an event', async ({
    page,
    login,
  }) => {
    await page.goto('/timeline');
    await expect(page.getByRole('button', { name: 'Sign in to add events' })).toBeVisible();

    await login('reader');
    await page.goto('/timeline');
    const title = `My baptism ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add your own event' }).click();
    const form = page.getByRole('dialog', { name: 'Add your own event' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel(/^Date/).fill('long ago');
    await form.getByRole('button', { name: 'Add event' }).click();
    await expect(
      form.getByText('date must contain a year, for example "c. 1446 BC" or "AD 30"'),
    ).toBeVisible();
    await expect(form.getByText('category is required')).toBeVisible();
    await form.getByLabel(/^Date/).fill('AD 2001');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Early Church' }).click();
    await form.getByLabel(/^Scripture references/).fill('Genesis 1:1; Hezekiah 4:2');
    await form.getByRole('button', { name: 'Add event' }).click();
    // The server reads the references and names the one it cannot.
    await expect(form.getByText(/^scripture: "Hezekiah 4:2" is not a reference we can read/)).toBeVisible();
    await form.getByLabel(/^Scripture references/).fill('Genesis 1:1');
    await expectNoSeriousViolations(page, 'the own-event form');
    await form.getByRole('button', { name: 'Add event' }).click();

    // Saved: its dialog opens, marked as the reader's, and the cited verse reads in place.
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText('Your event (only you see it)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Read here Genesis 1:1' }).click();
    await expect(dialog.getByText(/made the heights and the land/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit your event' });
    await edit.getByLabel('Title').fill(`${title} (again)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    const changed = page.getByRole('dialog', { name: `${title} (again)` });
    await expect(changed).toBeVisible();
    await changed.getByRole('button', { name: 'Close' }).click();
    const card = page.getByRole('button', { name: new RegExp(`Yours.*${title} \\(again\\)`) });
    await expect(card).toBeVisible();

    // Another reader does not see it.
    const stranger = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const strangerPage = await stranger.newPage();
    await strangerPage.request.post('/api/register', {
      data: { username: `stranger${Date.now().toString(36)}`, password: 'correct horse battery staple 9' },
    });
    await strangerPage.goto('/timeline');
    await expect(strangerPage.getByRole('button', { name: 'Add your own event' })).toBeVisible();
    await expect(strangerPage.getByText(title)).toHaveCount(0);
    await stranger.close();

    await card.click();
    await page
      .getByRole('dialog', { name: `${title} (again)` })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this event?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
  });

  test('the time axis zooms from centuries to decades, and the reader links a chapter to its events', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/timeline');
    await expect(page.getByRole('heading', { name: 'Time axis: centuries' })).toBeVisible();
    await page.getByRole('button', { name: /^1st c\. AD: \d+ events$/ }).click();
    const axis = page.getByRole('region', { name: 'Time axis: the 1st c. AD by decade' });
    await expect(axis.getByText('AD 20s')).toBeVisible();
    await expectNoSeriousViolations(page, 'the time axis');
    await axis.getByRole('button', { name: /Nicodemus comes by night/ }).click();
    await expect(page.getByRole('dialog', { name: 'Nicodemus comes by night' })).toBeVisible();
    await page.keyboard.press('Escape');

    // On phones the axis gives way to the list.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('heading', { name: /^Time axis/ })).toBeHidden();

    await page.goto('/bible/John/3');
    const links = page.getByRole('navigation', { name: 'On the timeline' });
    await links.getByRole('link', { name: /Nicodemus comes by night/ }).click();
    await expect(page).toHaveURL(/\/timeline\?event=jesus-nicodemus/);
    await expect(page.getByRole('dialog', { name: 'Nicodemus comes by night' })).toBeVisible();
  });
});
