/** The small dot on a link to a chapter that holds the reader's marks; the link's name says so in words. */
export function MarkedDot() {
  return (
    <span
      aria-hidden="true"
      data-marked-dot
      title="Has your marks"
      className="inline-block size-2 shrink-0 rounded-full bg-brand-600"
    />
  );
}
