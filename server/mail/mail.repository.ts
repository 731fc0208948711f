import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailMessages, emailSuppressions, emailTemplates } from '../db/schema/index';
import { DEFAULT_TEMPLATES, PREVIOUS_DEFAULT_HTML } from './default-templates';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
export type EmailMessageRow = typeof emailMessages.$inferSelect;
export type EmailStatusValue = EmailMessageRow['status'];

/** Templates, the outbox and log, and suppressions: the only SQL of the mail area. */
export class MailRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds the default templates that are missing (first start, or a template added by an upgrade), and keeps
   * each template's declared variables those of the code (an upgrade may add one, such as the word of the
   * day's `audioUrl`), and brings a template still holding an earlier default HTML to the current one;
   * subjects and HTML an administrator edited are never overwritten.
   */
  async seedTemplates(): Promise<void> {
    await this.db
      .insert(emailTemplates)
      .values(DEFAULT_TEMPLATES.map((template) => ({ ...template })))
      .onConflictDoNothing();
    for (const template of DEFAULT_TEMPLATES)
      await this.db
        .update(emailTemplates)
        .set({ variables: template.variables })
        .where(
          and(
            eq(emailTemplates.name, template.name),
            sql`${emailTemplates.variables} <> ${JSON.stringify(template.variables)}::jsonb`,
          ),
        );
    for (const template of DEFAULT_TEMPLATES) {
      const previous = PREVIOUS_DEFAULT_HTML[template.name];
      if (!previous?.length) continue;
      await this.db
        .update(emailTemplates)
        .set({ html: template.html })
        .where(and(eq(emailTemplates.name, template.name), inArray(emailTemplates.html, [...previous])));
    }
  }

  templates(): Promise<EmailTemplateRow[]> {
    return this.db.select().from(emailTemplates).orderBy(emailTemplates.name);
  }

  async template(name: string): Promise<EmailTemplateRow | undefined> {
    const [row] = await this.db.select().from(emailTemplates).where(eq(emailTemplates.name, name));
    return row;
  }

  async updateTemplate(name: string, values: { subject: string; html: string }) {
    const [row] = await this.db
      .update(emailTemplates)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(emailTemplates.name, name))
      .returning();
    return row;
  }

  async addMessage(values: typeof emailMessages.$inferInsert): Promise<EmailMessageRow> {
    const [row] = await this.db.insert(emailMessages).values(values).returning();
    return row!;
  }

  async message(id: number): Promise<EmailMessageRow | undefined> {
    const [row] = await this.db.select().from(emailMessages).where(eq(emailMessages.id, id));
    return row;
  }

  async updateMessage(id: number, values: Partial<typeof emailMessages.$inferInsert>) {
    await this.db.update(emailMessages).set(values).where(eq(emailMessages.id, id));
  }

  /** Messages newest first, a page at a time, optionally of one status. */
  async messages(options: { status?: EmailStatusValue; limit: number; offset: number }) {
    const where = options.status ? eq(emailMessages.status, options.status) : undefined;
    const rows = await this.db
      .select()
      .from(emailMessages)
      .where(where)
      .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
      .limit(options.limit)
      .offset(options.offset);
    const [total] = await this.db.select({ value: count() }).from(emailMessages).where(where);
    return { rows, total: total?.value ?? 0 };
  }

  async suppress(address: string): Promise<void> {
    await this.db.insert(emailSuppressions).values({ address: address.toLowerCase() }).onConflictDoNothing();
  }

  async suppressed(address: string): Promise<boolean> {
    const [row] = await this.db
      .select({ address: emailSuppressions.address })
      .from(emailSuppressions)
      .where(and(eq(emailSuppressions.address, address.toLowerCase())));
    return Boolean(row);
  }
}
