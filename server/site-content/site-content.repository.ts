import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { advertisements, contentBoxes, customPages } from '../db/schema';

export type AdRow = typeof advertisements.$inferSelect;
export type BoxRow = typeof contentBoxes.$inferSelect;
export type PageRow = typeof customPages.$inferSelect;
export type AdInput = Pick<AdRow, 'title' | 'content' | 'position' | 'linkUrl' | 'active'>;
export type BoxInput = Pick<BoxRow, 'title' | 'content' | 'position' | 'active'>;
export type PageInput = Pick<PageRow, 'title' | 'slug' | 'content' | 'active'>;

/** The only SQL of advertisements, content boxes and custom pages. */
export class SiteContentRepository {
  constructor(private readonly db: Database) {}

  listAds = () => this.db.select().from(advertisements).orderBy(asc(advertisements.id));
  listBoxes = () => this.db.select().from(contentBoxes).orderBy(asc(contentBoxes.id));
  listPages = () => this.db.select().from(customPages).orderBy(asc(customPages.title));
  activeAds = () =>
    this.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.active, true))
      .orderBy(asc(advertisements.id));
  activeBoxes = () =>
    this.db.select().from(contentBoxes).where(eq(contentBoxes.active, true)).orderBy(asc(contentBoxes.id));

  async findAd(id: number): Promise<AdRow | undefined> {
    return (await this.db.select().from(advertisements).where(eq(advertisements.id, id)))[0];
  }
  async findPageBySlug(slug: string, publishedOnly: boolean): Promise<PageRow | undefined> {
    const condition = publishedOnly
      ? and(eq(customPages.slug, slug), eq(customPages.active, true))
      : eq(customPages.slug, slug);
    return (await this.db.select().from(customPages).where(condition))[0];
  }

  async insertAd(input: AdInput): Promise<AdRow> {
    return (await this.db.insert(advertisements).values(input).returning())[0]!;
  }
  async insertBox(input: BoxInput): Promise<BoxRow> {
    return (await this.db.insert(contentBoxes).values(input).returning())[0]!;
  }
  async insertPage(input: PageInput): Promise<PageRow> {
    return (await this.db.insert(customPages).values(input).returning())[0]!;
  }

  async updateAd(id: number, input: Partial<AdInput>): Promise<AdRow | undefined> {
    const set = { ...input, updatedAt: new Date() };
    return (await this.db.update(advertisements).set(set).where(eq(advertisements.id, id)).returning())[0];
  }
  async updateBox(id: number, input: Partial<BoxInput>): Promise<BoxRow | undefined> {
    const set = { ...input, updatedAt: new Date() };
    return (await this.db.update(contentBoxes).set(set).where(eq(contentBoxes.id, id)).returning())[0];
  }
  async updatePage(id: number, input: Partial<PageInput>): Promise<PageRow | undefined> {
    const set = { ...input, updatedAt: new Date() };
    return (await this.db.update(customPages).set(set).where(eq(customPages.id, id)).returning())[0];
  }

  async deleteAd(id: number): Promise<boolean> {
    return (await this.db.delete(advertisements).where(eq(advertisements.id, id)).returning()).length > 0;
  }
  async deleteBox(id: number): Promise<boolean> {
    return (await this.db.delete(contentBoxes).where(eq(contentBoxes.id, id)).returning()).length > 0;
  }
  async deletePage(id: number): Promise<boolean> {
    return (await this.db.delete(customPages).where(eq(customPages.id, id)).returning()).length > 0;
  }

  async countImpressions(ids: readonly number[], times = 1): Promise<void> {
    for (const id of ids) {
      await this.db
        .update(advertisements)
        .set({ impressions: sql`${advertisements.impressions} + ${times}` })
        .where(eq(advertisements.id, id));
    }
  }
  /** The link of an active ad (null without one; undefined when there is no such active ad). */
  async activeAdLink(id: number): Promise<string | null | undefined> {
    const [row] = await this.db
      .select({ linkUrl: advertisements.linkUrl })
      .from(advertisements)
      .where(and(eq(advertisements.id, id), eq(advertisements.active, true)));
    return row === undefined ? undefined : row.linkUrl;
  }
  /** Counts a click on an active ad and gives its link. */
  async countClick(id: number): Promise<string | null | undefined> {
    const rows = await this.db
      .update(advertisements)
      .set({ clicks: sql`${advertisements.clicks} + 1` })
      .where(and(eq(advertisements.id, id), eq(advertisements.active, true)))
      .returning({ linkUrl: advertisements.linkUrl });
    return rows[0] === undefined ? undefined : rows[0].linkUrl;
  }
}
