import type { Advertisement, ContentBox, CustomPage } from '../../core/api/site-content';
import { sanitiseContent } from './sanitise';
import type { AdRow, BoxRow, PageRow } from './site-content.repository';

/** An advertisement with its counts; its content sanitised again on the way out. */
export const presentAd = (row: AdRow): Advertisement => ({
  id: row.id,
  title: row.title,
  content: sanitiseContent(row.content),
  position: row.position,
  linkUrl: row.linkUrl,
  active: row.active,
  impressions: row.impressions,
  clicks: row.clicks,
  updatedAt: row.updatedAt.toISOString(),
});

/** A content box; its content sanitised again on the way out. */
export const presentBox = (row: BoxRow): ContentBox => ({
  id: row.id,
  title: row.title,
  content: sanitiseContent(row.content),
  position: row.position,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

/** A custom page; its content sanitised again on the way out. */
export const presentPage = (row: PageRow): CustomPage => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  content: sanitiseContent(row.content),
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});
