/** The look of the header's account buttons. */
export const headerButton =
  'inline-flex min-h-10 shrink-0 items-center gap-2 rounded-md border border-white/40 px-2.5 text-sm font-medium text-white hover:bg-white/10 disabled:opacity-60 sm:px-3';
