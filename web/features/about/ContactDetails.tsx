import { Mail, MapPin } from 'lucide-react';
import type { SiteSettings } from '../../../core/api/site';

/**
 * Where readers and donors can write (the `contact.*` settings) and the other ways to give: on /about and on
 * /support, so a donor sent from one finds the address on the other. Nothing when no contact is published.
 */
export function ContactDetails({
  contact,
  showOtherWays = true,
}: {
  contact: SiteSettings['contact'];
  showOtherWays?: boolean;
}) {
  const lines = contact.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.length && !contact.email && !(showOtherWays && contact.otherWays)) return null;
  return (
    <div className="mt-3 grid gap-3 text-ink">
      {showOtherWays && contact.otherWays ? <p>{contact.otherWays}</p> : null}
      {lines.length ? (
        <div className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          <address className="not-italic">
            {lines.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      ) : null}
      {contact.email ? (
        <p className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <a
            href={`mailto:${contact.email}`}
            className="break-all text-brand-700 underline underline-offset-2"
          >
            {contact.email}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** Whether any way to reach the site's people is published. */
export function hasContact(contact: SiteSettings['contact'] | undefined): boolean {
  return Boolean(contact && (contact.address.trim() || contact.email.trim()));
}
