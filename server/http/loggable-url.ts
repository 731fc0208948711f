/** Query parameters that carry a secret: the links of our emails (`confirm-email`, `unsubscribe`). */
const SECRET_PARAMETER = /([?&](?:token|key|secret|signature)=)[^&#]*/gi;
/** The devotional calendar's feed: its file name is the secret (`/api/devotional/calendar/<token>.ics`). */
const CALENDAR_FEED = /^(\/api\/devotional\/calendar\/)[^/?#]+/;
const SECRET_HERE = /token|key|secret|signature|^\/api\/devotional\/calendar\//i;

/**
 * A request's URL as logs and the ADMIN BOT keep it: a secret in a link is replaced by `…` (decision 254).
 * Only the log's paths call it (failed, slow and not-found requests), never every request.
 */
export function loggableUrl(url: string): string {
  if (!SECRET_HERE.test(url)) return url;
  return url.replace(CALENDAR_FEED, '$1…').replace(SECRET_PARAMETER, '$1…');
}
