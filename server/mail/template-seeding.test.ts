import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplates } from '../db/schema/index';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { DEFAULT_TEMPLATES, PREVIOUS_DEFAULT_HTML } from './default-templates';
import { MailRepository } from './mail.repository';

const kinds = await databaseKinds();
const current = DEFAULT_TEMPLATES.find((template) => template.name === 'hebrew_word_of_day')!;

describe.each(kinds)('seeding the email templates on %s', (kind) => {
  let database: TestDatabase;
  let repository: MailRepository;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    repository = new MailRepository(database.db);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const stored = async () => (await repository.template('hebrew_word_of_day'))!;
  const setStored = (values: { html: string; variables: string[] }) =>
    database.db.update(emailTemplates).set(values).where(eq(emailTemplates.name, 'hebrew_word_of_day'));

  it('brings an unedited earlier default up to date, with the code’s variables', async () => {
    await repository.seedTemplates();
    const old = PREVIOUS_DEFAULT_HTML.hebrew_word_of_day![0]!;
    await setStored({ html: old, variables: current.variables.filter((name) => name !== 'audioUrl') });
    await repository.seedTemplates();
    expect(await stored()).toMatchObject({ html: current.html, variables: current.variables });
    expect(current.html).toContain('{{audioUrl}}');
  });

  it('never overwrites an edited template’s HTML, but still declares the new variables', async () => {
    const edited = '<p>My own {{word}}</p>';
    await setStored({ html: edited, variables: ['word'] });
    await repository.seedTemplates();
    expect(await stored()).toMatchObject({ html: edited, variables: current.variables });
  });
});
