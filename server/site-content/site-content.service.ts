import type { Advertisement, ContentBox, CustomPage, PlacementsResponse } from '../../core/api/site-content';
import { AD_POSITIONS, BOX_POSITIONS, RESERVED_SLUGS, SLUG_PATTERN } from '../../core/site-content/positions';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { CountOnce, readerOf } from './count-once';
import { isHttpUrl, sanitiseContent } from './sanitise';
import { presentAd, presentBox, presentPage } from './site-content.present';
import { SiteContentRepository } from './site-content.repository';

/** What an administrator sends for an ad, box or page; every field optional so the messages are ours. */
export interface ContentBody {
  title?: string;
  content?: string;
  position?: string;
  linkUrl?: string | null;
  slug?: string;
  active?: boolean;
}

function required(value: string | undefined, message: string): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw errors.validation(message);
  return trimmed;
}
function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T {
  const given = required(value, 'Position is required');
  if (!(allowed as readonly string[]).includes(given))
    throw errors.validation(`Position must be one of ${allowed.join(', ')}`);
  return given as T;
}
function content(value: string | undefined): string {
  required(value, 'Content is required');
  const clean = sanitiseContent(value!);
  if (!clean.trim()) throw errors.validation('Content is required');
  return clean;
}
function linkUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  if (!isHttpUrl(trimmed)) throw errors.validation('Link URL must be an http:// or https:// address');
  return trimmed;
}
function slug(value: string | undefined): string {
  const given = required(value, 'Slug is required');
  if (!SLUG_PATTERN.test(given))
    throw errors.validation('Slug must be 1-80 lower-case letters, digits or hyphens');
  if ((RESERVED_SLUGS as readonly string[]).includes(given))
    throw errors.reservedSlug(given, RESERVED_SLUGS.join(', '));
  return given;
}

function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface SiteContentOptions {
  /** The clock of the ad counters' windows; tests move it. */
  now?: () => number;
}

/** How long impressions of ads in kept pages wait to be written together. */
export const IMPRESSIONS_FLUSH_MS = 2_000;

/** Rules of advertisements, content boxes and custom pages (admin-and-account 2, 3, 5). */
export class SiteContentService {
  readonly repository: SiteContentRepository;
  /** Impressions of ads in kept pages sent again (decision 242), by ad, not yet written. */
  private readonly pendingImpressions = new Map<number, number>();
  private flushTimer: NodeJS.Timeout | undefined;

  /** Impressions and clicks count once per reader (address) and ad in a window (decision 257). */
  private readonly impressionsSeen: CountOnce;
  private readonly clicksSeen: CountOnce;

  constructor(db: Database, options: SiteContentOptions = {}) {
    this.repository = new SiteContentRepository(db);
    const now = options.now ?? Date.now;
    this.impressionsSeen = new CountOnce(now);
    this.clicksSeen = new CountOnce(now);
  }

  /** The ads of `ids` whose impression counts for a reader at `address` (all without an address). */
  private impressionsOf(ids: readonly number[], address: string | undefined): number[] {
    if (address === undefined) return [...ids];
    const reader = readerOf(address);
    return ids.filter((id) => this.impressionsSeen.first(`${reader} ${id}`));
  }

  /**
   * Counts one impression of each ad, written with the others within `IMPRESSIONS_FLUSH_MS`: a kept page sent
   * again costs no database write of its own. With the reader's `address`, an ad it saw within the window is
   * not counted again (decision 257).
   */
  countImpressionsLater(adIds: readonly number[], address?: string): void {
    const ids = this.impressionsOf(adIds, address);
    if (!ids.length) return;
    for (const id of ids) this.pendingImpressions.set(id, (this.pendingImpressions.get(id) ?? 0) + 1);
    this.flushTimer ??= setTimeout(() => {
      // With the database down, these counts are lost, as the write of a page rendered then would be.
      this.flushImpressions().catch(() => undefined);
    }, IMPRESSIONS_FLUSH_MS).unref();
  }

  /** Writes the impressions counted so far (also when the server stops). */
  async flushImpressions(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const pending = [...this.pendingImpressions];
    this.pendingImpressions.clear();
    for (const [id, times] of pending) await this.repository.countImpressions([id], times);
  }

  async listAds() {
    return { ads: (await this.repository.listAds()).map(presentAd) };
  }
  async listBoxes() {
    return { boxes: (await this.repository.listBoxes()).map(presentBox) };
  }
  async listPages() {
    return { pages: (await this.repository.listPages()).map(presentPage) };
  }

  async createAd(body: ContentBody): Promise<Advertisement> {
    const title = required(body.title, 'Title is required');
    const html = content(body.content);
    const position = oneOf(body.position, AD_POSITIONS);
    const row = await this.repository.insertAd({
      title,
      content: html,
      position,
      linkUrl: linkUrl(body.linkUrl),
      active: body.active ?? true,
    });
    return presentAd(row);
  }
  async updateAd(id: number, body: ContentBody): Promise<Advertisement> {
    const title = required(body.title, 'Title is required');
    const html = content(body.content);
    const position = oneOf(body.position, AD_POSITIONS);
    const row = await this.repository.updateAd(id, {
      title,
      content: html,
      position,
      linkUrl: linkUrl(body.linkUrl),
      ...(body.active === undefined ? {} : { active: body.active }),
    });
    if (!row) throw errors.siteContentNotFound('advertisement');
    return presentAd(row);
  }
  async setAdActive(id: number, active: boolean): Promise<Advertisement> {
    const row = await this.repository.updateAd(id, { active });
    if (!row) throw errors.siteContentNotFound('advertisement');
    return presentAd(row);
  }
  async deleteAd(id: number) {
    if (!(await this.repository.deleteAd(id))) throw errors.siteContentNotFound('advertisement');
    return { message: 'Advertisement deleted' };
  }

  async createBox(body: ContentBody): Promise<ContentBox> {
    const title = required(body.title, 'Title is required');
    const html = content(body.content);
    const position = oneOf(body.position, BOX_POSITIONS);
    return presentBox(
      await this.repository.insertBox({ title, content: html, position, active: body.active ?? true }),
    );
  }
  async updateBox(id: number, body: ContentBody): Promise<ContentBox> {
    const title = required(body.title, 'Title is required');
    const html = content(body.content);
    const position = oneOf(body.position, BOX_POSITIONS);
    const row = await this.repository.updateBox(id, {
      title,
      content: html,
      position,
      ...(body.active === undefined ? {} : { active: body.active }),
    });
    if (!row) throw errors.siteContentNotFound('content box');
    return presentBox(row);
  }
  async setBoxActive(id: number, active: boolean): Promise<ContentBox> {
    const row = await this.repository.updateBox(id, { active });
    if (!row) throw errors.siteContentNotFound('content box');
    return presentBox(row);
  }
  async deleteBox(id: number) {
    if (!(await this.repository.deleteBox(id))) throw errors.siteContentNotFound('content box');
    return { message: 'Content box deleted' };
  }

  async createPage(body: ContentBody): Promise<CustomPage> {
    const title = required(body.title, 'Title is required');
    const pageSlug = slug(body.slug);
    const html = content(body.content);
    if (await this.repository.findPageBySlug(pageSlug, false)) throw errors.slugTaken(pageSlug);
    try {
      return presentPage(
        await this.repository.insertPage({
          title,
          slug: pageSlug,
          content: html,
          active: body.active ?? true,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw errors.slugTaken(pageSlug);
      throw error;
    }
  }
  async updatePage(id: number, body: ContentBody): Promise<CustomPage> {
    const title = required(body.title, 'Title is required');
    const pageSlug = slug(body.slug);
    const html = content(body.content);
    const other = await this.repository.findPageBySlug(pageSlug, false);
    if (other && other.id !== id) throw errors.slugTaken(pageSlug);
    try {
      const row = await this.repository.updatePage(id, {
        title,
        slug: pageSlug,
        content: html,
        ...(body.active === undefined ? {} : { active: body.active }),
      });
      if (!row) throw errors.siteContentNotFound('page');
      return presentPage(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw errors.slugTaken(pageSlug);
      throw error;
    }
  }
  async setPageActive(id: number, active: boolean): Promise<CustomPage> {
    const row = await this.repository.updatePage(id, { active });
    if (!row) throw errors.siteContentNotFound('page');
    return presentPage(row);
  }
  async deletePage(id: number) {
    if (!(await this.repository.deletePage(id))) throw errors.siteContentNotFound('page');
    return { message: 'Page deleted' };
  }

  preview(html: string | undefined) {
    return { html: sanitiseContent(html ?? '') };
  }

  /**
   * Active ads and boxes by position; an ad served counts one impression (decision 135), once per reader at
   * `address` in the window (decision 257).
   */
  async placements(address?: string): Promise<PlacementsResponse> {
    const [ads, boxes] = await Promise.all([this.repository.activeAds(), this.repository.activeBoxes()]);
    const result: PlacementsResponse = { ads: {}, boxes: {} };
    for (const ad of ads) {
      (result.ads[ad.position] ??= []).push({
        id: ad.id,
        title: ad.title,
        html: sanitiseContent(ad.content),
        href: ad.linkUrl ? `/go/ad/${ad.id}` : null,
      });
    }
    for (const box of boxes) {
      (result.boxes[box.position] ??= []).push({
        id: box.id,
        title: box.title,
        html: sanitiseContent(box.content),
      });
    }
    await this.repository.countImpressions(
      this.impressionsOf(
        ads.map((ad) => ad.id),
        address,
      ),
    );
    return result;
  }

  async publicPage(pageSlug: string) {
    const row = SLUG_PATTERN.test(pageSlug)
      ? await this.repository.findPageBySlug(pageSlug, true)
      : undefined;
    if (!row) throw errors.siteContentNotFound('page');
    return { title: row.title, slug: row.slug, html: sanitiseContent(row.content) };
  }
  async publicPages() {
    const rows = await this.repository.listPages();
    return { pages: rows.filter((row) => row.active).map(({ title, slug }) => ({ title, slug })) };
  }

  /**
   * Gives the ad's link (only http(s), checked at save and again here) and counts the click, once per reader at
   * `address` and ad in the window (decision 257).
   */
  async click(id: number, address?: string): Promise<string> {
    const counts = address === undefined || this.clicksSeen.first(`${readerOf(address)} ${id}`);
    const link = counts ? await this.repository.countClick(id) : await this.repository.activeAdLink(id);
    if (!link || !isHttpUrl(link)) throw errors.siteContentNotFound('advertisement');
    return link;
  }
}
