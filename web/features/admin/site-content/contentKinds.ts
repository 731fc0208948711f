import type { ContentCollection } from '../../../../core/api/site-content-admin.requests';
import { AD_POSITIONS, BOX_POSITIONS, SLUG_PATTERN } from '../../../../core/site-content/positions';

/** The three kinds of administrator-written content, each with its dashboard tab and its calls. */
export type ContentKind = 'ads' | 'content' | 'pages';

export interface ContentKindInfo {
  /** The tab heading. */
  heading: string;
  /** The singular noun in buttons and messages ("advertisement"). */
  noun: string;
  /** The admin collection, the path of its calls (`siteContentAdminCalls`). */
  collection: ContentCollection;
  /** Positions to choose from; pages have none (they live at /pages/{slug}). */
  positions: readonly string[];
  hasLink: boolean;
  hasSlug: boolean;
  /** The label of the on/off switch: pages are "Published". */
  activeLabel: string;
  empty: string;
}

export const CONTENT_KINDS: Record<ContentKind, ContentKindInfo> = {
  ads: {
    heading: 'Advertisements',
    noun: 'advertisement',
    collection: 'ads',
    positions: AD_POSITIONS,
    hasLink: true,
    hasSlug: false,
    activeLabel: 'Active',
    empty: 'No advertisements yet. Create one to show it on the public site.',
  },
  content: {
    heading: 'Content Boxes',
    noun: 'content box',
    collection: 'content-boxes',
    positions: BOX_POSITIONS,
    hasLink: false,
    hasSlug: false,
    activeLabel: 'Active',
    empty: 'No content boxes yet. Create one to show it on the public site.',
  },
  pages: {
    heading: 'Custom Pages',
    noun: 'page',
    collection: 'pages',
    positions: [],
    hasLink: false,
    hasSlug: true,
    activeLabel: 'Published',
    empty: 'No custom pages yet. Create one to publish it at /pages/{slug}.',
  },
};

/** Where each position shows on the public site, for the position picker. */
export const POSITION_LABELS: Record<string, string> = {
  sidebar: 'Sidebar (beside search results)',
  results: 'Results (above the list of verses)',
  header: 'Header (below the navigation, every page)',
  footer: 'Footer (above the footer, every page)',
  homepage: 'Home page (below the search box)',
  search: 'Search (below the search box and on Search help)',
  about: 'About page',
};

/** One row of any kind, as the dashboard shows and edits it. */
export interface ContentItem {
  id: number;
  title: string;
  content: string;
  active: boolean;
  updatedAt: string;
  position?: string;
  linkUrl?: string | null;
  slug?: string;
  impressions?: number;
  clicks?: number;
}

/** The fields of the form. */
export interface ContentDraft {
  title: string;
  content: string;
  position: string;
  linkUrl: string;
  slug: string;
  active: boolean;
}

export const EMPTY_DRAFT: ContentDraft = {
  title: '',
  content: '',
  position: '',
  linkUrl: '',
  slug: '',
  active: true,
};

export function draftOf(item: ContentItem): ContentDraft {
  return {
    title: item.title,
    content: item.content,
    position: item.position ?? '',
    linkUrl: item.linkUrl ?? '',
    slug: item.slug ?? '',
    active: item.active,
  };
}

export type DraftErrors = Partial<Record<keyof ContentDraft, string>>;

/** The forms' validation texts, checked before the call; the server checks them again. */
export function validateDraft(kind: ContentKind, draft: ContentDraft): DraftErrors {
  const info = CONTENT_KINDS[kind];
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = 'Title is required';
  if (info.hasSlug) {
    if (!draft.slug.trim()) errors.slug = 'Slug is required';
    else if (!SLUG_PATTERN.test(draft.slug.trim()))
      errors.slug = 'Slug must be 1-80 lower-case letters, digits or hyphens';
  }
  if (!draft.content.trim()) errors.content = 'Content is required';
  if (info.positions.length > 0 && !draft.position) errors.position = 'Position is required';
  if (info.hasLink && draft.linkUrl.trim() && !/^https?:\/\/\S+$/i.test(draft.linkUrl.trim()))
    errors.linkUrl = 'Link URL must be an http:// or https:// address';
  return errors;
}

/** The request body of a create or an update: only the fields the kind has. */
export function bodyOf(kind: ContentKind, draft: ContentDraft) {
  const info = CONTENT_KINDS[kind];
  return {
    title: draft.title.trim(),
    content: draft.content,
    active: draft.active,
    ...(info.positions.length > 0 ? { position: draft.position } : {}),
    ...(info.hasLink ? { linkUrl: draft.linkUrl.trim() || null } : {}),
    ...(info.hasSlug ? { slug: draft.slug.trim() } : {}),
  };
}
