import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ExternalLink, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { DIALOG_WIDTHS } from '../../ui/dialogSizes';
import { Spinner } from '../../ui/Spinner';
import { Switch } from '../../ui/Switch';
import { useVersions } from '../search/useVersions';
import { useSpecialEdition } from '../site/useSite';
import { VerseText } from '../verse/VerseText';
import { isVerseReference, wordRows } from './analysis';
import { useDefinition } from './concordanceApi';
import { OriginalWord } from './OriginalWord';
import { useAnalysisVerse } from './useAnalysisVerse';
import { WordTable } from './WordTable';

function Pane({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-md border border-parchment-dark bg-parchment p-4">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function SelectedDefinition({ number }: { number: string }) {
  const definition = useDefinition(number);
  if (definition.isPending) return <Spinner label={`Loading ${number}…`} className="py-4" />;
  if (definition.isError) {
    const missing = definition.error instanceof ApiError && definition.error.status === 404;
    return (
      <p role="alert" className="text-danger-600">
        {missing ? `Definition not found for ${number}.` : "Failed to fetch Strong's definition"}
      </p>
    );
  }
  const entry = definition.data;
  return (
    <div aria-live="polite" className="rounded-md border border-brand-100 bg-white p-4">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <OriginalWord word={entry.word} language={entry.language} className="text-2xl" />
        <span className="font-mono font-semibold text-brand-700">{entry.strongsNumber}</span>
        <span className="italic">{entry.transliteration}</span>
        {entry.pronunciation ? <span className="text-muted">[{entry.pronunciation}]</span> : null}
      </p>
      <p className="mt-2">{entry.definition}</p>
      {entry.usage ? <p className="mt-1 text-sm text-muted">KJV: {entry.usage}</p> : null}
      <a
        href={`/concordance/${entry.strongsNumber}`}
        target="_blank"
        rel="noopener"
        className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2"
      >
        Open the full entry in a new tab
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}

interface StrongsAnalysisDialogProps {
  /** The verse to analyse ("Genesis 1:1"); the dialog is open while it is set. */
  reference: string | undefined;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Strong's Analysis: {reference}": the KJV verse, the special edition's verse when it is installed, and the
 * word table; choosing a number shows its definition. The Strong's switch (off by default) shows the
 * verses as plain text or with superscript numbers.
 */
export function StrongsAnalysisDialog({ reference, onOpenChange }: StrongsAnalysisDialogProps) {
  const [showStrongs, setShowStrongs] = useState(false);
  const [selected, setSelected] = useState<string | undefined>();
  const { data: versions } = useVersions();
  const { code: specialCode } = useSpecialEdition();
  const special = versions?.find((version) => version.code === specialCode && version.installed);
  const kjv = useAnalysisVerse(reference, 'kjv');
  const specialVerse = useAnalysisVerse(
    reference,
    special?.code ?? '',
    Boolean(special) && isVerseReference(reference ?? ''),
  );
  const rows = kjv.data ? wordRows(kjv.data.segments) : [];
  const numbers = showStrongs ? 'links' : 'none';

  const kjvPane = kjv.isPending ? (
    <Spinner label="Loading verse…" className="py-4" />
  ) : kjv.isError ? (
    <p role="alert" className="text-danger-600">
      {kjv.error.message}
    </p>
  ) : kjv.data ? (
    <p className="font-serif leading-relaxed">
      <VerseText segments={kjv.data.segments} numbers={numbers} newTab />
    </p>
  ) : (
    <p className="text-muted">(Not available in the KJV)</p>
  );

  return (
    <DialogPrimitive.Root
      open={reference !== undefined}
      onOpenChange={(open) => {
        if (!open) setSelected(undefined);
        onOpenChange(open);
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-brand-900/60" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] ${DIALOG_WIDTHS.wide} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl sm:p-6`}
        >
          <DialogPrimitive.Title className="pr-10 font-serif text-2xl font-bold text-brand-800">
            Strong&apos;s Analysis: {reference}
          </DialogPrimitive.Title>
          <div className="mt-4">
            <Switch label="Show Strong's Numbers" checked={showStrongs} onCheckedChange={setShowStrongs} />
          </div>
          <div
            className={`mt-4 grid items-start gap-4 ${special ? 'xl:grid-cols-[1fr_1fr_1.6fr]' : 'lg:grid-cols-[1fr_1.6fr]'}`}
          >
            <Pane title="King James Version">{kjvPane}</Pane>
            {special ? (
              <Pane title={special.name}>
                {!isVerseReference(reference ?? '') ? (
                  <p className="text-muted">Only a single verse such as Genesis 5:1 can be compared.</p>
                ) : specialVerse.isPending ? (
                  <Spinner label={`Loading ${special.code.toUpperCase()} verse...`} className="py-4" />
                ) : specialVerse.isError || !specialVerse.data ? (
                  <p className="text-muted">(Not available in {special.code.toUpperCase()})</p>
                ) : (
                  <p className="font-serif leading-relaxed">
                    <VerseText segments={specialVerse.data.segments} numbers={numbers} newTab />
                  </p>
                )}
              </Pane>
            ) : null}
            <Pane title="Words">
              <WordTable rows={rows} selected={selected} onSelect={setSelected} />
              {selected ? (
                <div className="mt-4">
                  <SelectedDefinition number={selected} />
                </div>
              ) : null}
            </Pane>
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1.5 text-muted hover:bg-parchment-dark hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
