import { z } from 'zod';
import { languageDirection } from './common';

/** Answers of the site-wide calls: site information, the version list, health. */

export const siteResponse = z
  .object({
    siteName: z.string(),
    tagline: z.string(),
    title: z.string().describe('The page title: site name and tagline'),
    demoMode: z.boolean(),
    developerPages: z.boolean().describe('Whether the developer test pages are served'),
    purchaseUrl: z.string().describe('External link of the "Get RSTNE" button; empty hides it'),
    specialEdition: z.string().describe('Version code of the special edition compared in the parallel view'),
    defaultVersion: z
      .string()
      .describe(
        'Version code the search box starts with: the setting when that version is installed, else kjv',
      ),
    contact: z
      .object({
        address: z.string().describe('Postal address, one line each; empty when not published'),
        email: z.string().describe('Contact email; empty when not published'),
        otherWays: z.string().describe('How to give other than online, written by the administrators'),
      })
      .describe('Where readers and donors can write (the About and Support pages)'),
    givingOnline: z.boolean().describe('Whether online giving is set up (both Stripe keys are set)'),
  })
  .describe('GET /api/site: site name, tagline and public switches');

export type SiteSettings = z.infer<typeof siteResponse>;

export const bibleVersionSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    language: z.string().describe('BCP 47 language code'),
    direction: languageDirection,
    installed: z.boolean(),
    hasStrongs: z.boolean(),
    strongsAuthoritative: z.boolean().describe("False where Strong's tags are machine-aligned"),
    licence: z.string().nullable(),
    attribution: z.string().nullable(),
    verseCount: z.number().int(),
  })
  .describe('A catalogued or imported Bible version and whether it is installed');

export type BibleVersion = z.infer<typeof bibleVersionSchema>;

export const versionsResponse = z
  .object({ versions: z.array(bibleVersionSchema) })
  .describe('GET /api/versions: every catalogued version (installed or not) and any other imported one');

export type VersionsResponse = z.infer<typeof versionsResponse>;

export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
    versionsInstalled: z.array(z.string()),
    uptimeSeconds: z.number(),
  })
  .describe('GET /api/health: database reachability, installed versions and uptime');

export type Health = z.infer<typeof healthResponse>;

export const readyResponse = z
  .object({
    ready: z.boolean(),
    state: z.enum(['starting', 'ready', 'stopping']),
    message: z.string(),
  })
  .describe('GET /api/ready: whether the instance has loaded what it serves and is taking requests');

export type Ready = z.infer<typeof readyResponse>;
