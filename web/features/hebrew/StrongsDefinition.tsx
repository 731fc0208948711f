/**
 * The dictionary's definition beside a learner's gloss. `clamp` cuts it to two lines on screen (the list);
 * the whole text stays in the page for screen readers and in the tooltip.
 */
export function StrongsDefinition({ text, clamp = false }: { text: string; clamp?: boolean }) {
  return (
    <p
      className={`mt-1 max-w-prose text-sm text-muted ${clamp ? 'line-clamp-2' : ''}`}
      title={clamp ? text : undefined}
    >
      <span className="font-medium text-brand-900">Strong&rsquo;s:</span> {text}
    </p>
  );
}
