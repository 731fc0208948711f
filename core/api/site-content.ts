import { z } from 'zod';
import { AD_POSITIONS, BOX_POSITIONS } from '../site-content/positions';

/** Answer shapes of advertisements, content boxes and custom pages (admin and public calls). */

export const advertisementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('Sanitised HTML'),
  position: z.enum(AD_POSITIONS),
  linkUrl: z.string().nullable(),
  active: z.boolean(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  updatedAt: z.string(),
});
export type Advertisement = z.infer<typeof advertisementSchema>;

export const contentBoxSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().describe('Sanitised HTML'),
  position: z.enum(BOX_POSITIONS),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type ContentBox = z.infer<typeof contentBoxSchema>;

export const customPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string().describe('Sanitised HTML'),
  active: z.boolean().describe('Published'),
  updatedAt: z.string(),
});
export type CustomPage = z.infer<typeof customPageSchema>;

export const advertisementsResponse = z.object({ ads: z.array(advertisementSchema) });
export const contentBoxesResponse = z.object({ boxes: z.array(contentBoxSchema) });
export const customPagesResponse = z.object({ pages: z.array(customPageSchema) });
export type AdvertisementsResponse = z.infer<typeof advertisementsResponse>;
export type ContentBoxesResponse = z.infer<typeof contentBoxesResponse>;
export type CustomPagesResponse = z.infer<typeof customPagesResponse>;

export const previewResponse = z.object({
  html: z.string().describe('The HTML as the public site shows it'),
});
export type PreviewResponse = z.infer<typeof previewResponse>;

export const placedAdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string(),
  href: z.string().nullable().describe('The click-counting address (/go/ad/{id}) when the ad has a link'),
});
export const placedBoxSchema = z.object({ id: z.number().int(), title: z.string(), html: z.string() });
export const placementsResponse = z.object({
  ads: z.record(z.string(), z.array(placedAdSchema)).describe('Active advertisements by position'),
  boxes: z.record(z.string(), z.array(placedBoxSchema)).describe('Active content boxes by position'),
});
export type PlacedAd = z.infer<typeof placedAdSchema>;
export type PlacedBox = z.infer<typeof placedBoxSchema>;
export type PlacementsResponse = z.infer<typeof placementsResponse>;

export const publicPageResponse = z.object({ title: z.string(), slug: z.string(), html: z.string() });
export type PublicPageResponse = z.infer<typeof publicPageResponse>;
export const publicPagesResponse = z.object({
  pages: z.array(z.object({ title: z.string(), slug: z.string() })),
});
export type PublicPagesResponse = z.infer<typeof publicPagesResponse>;
