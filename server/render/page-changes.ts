declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A successful answer of this write changes what the public pages show (site content, settings, imported
     * text): the kept rendered pages are dropped (decision 253). Other writes leave them.
     */
    changesPages?: boolean;
  }
}

/** The route option of a write that changes what the public pages show. */
export const CHANGES_PAGES = { changesPages: true } as const;
