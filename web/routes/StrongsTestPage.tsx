import { useState } from 'react';
import { DeveloperPage } from '../features/site/DeveloperPage';
import { StrongsAnalysisDialog } from '../features/concordance/StrongsAnalysisDialog';
import { useAnalysisVerse } from '../features/concordance/useAnalysisVerse';
import { VerseText } from '../features/verse/VerseText';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { Switch } from '../ui/Switch';

const REFERENCES = ['Genesis 1:1', 'Genesis 5:1', 'Genesis 2:7'];

/** The Strong's components test page: the analysis dialog for three verses and the toggled verse view. */
export default function StrongsTestPage() {
  const [analysed, setAnalysed] = useState<string | undefined>();
  const [reference, setReference] = useState(REFERENCES[0]!);
  const [showStrongs, setShowStrongs] = useState(false);
  const verse = useAnalysisVerse(reference, 'kjv');
  return (
    <DeveloperPage>
      <h1 className="font-serif text-3xl font-bold text-brand-800">Strong&apos;s Components Test</h1>
      <section aria-labelledby="dialog-tests" className="mt-6">
        <h2 id="dialog-tests" className="font-serif text-xl font-bold text-brand-800">
          Analysis dialog
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          {REFERENCES.map((item) => (
            <Button key={item} variant="outline" onClick={() => setAnalysed(item)}>
              {item}
            </Button>
          ))}
        </div>
      </section>
      <section aria-labelledby="verse-view" className="mt-8">
        <h2 id="verse-view" className="font-serif text-xl font-bold text-brand-800">
          Toggle verse view
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          {REFERENCES.map((item) => (
            <Button
              key={item}
              size="sm"
              variant={item === reference ? 'primary' : 'ghost'}
              onClick={() => setReference(item)}
            >
              {item}
            </Button>
          ))}
          <Switch label="Show Strong's Numbers" checked={showStrongs} onCheckedChange={setShowStrongs} />
        </div>
        <div className="mt-3 rounded-lg border border-parchment-dark bg-white p-5 font-serif text-lg leading-relaxed">
          {verse.isPending ? (
            <Spinner label="Loading verse…" />
          ) : verse.isError || !verse.data ? (
            <p role="alert" className="font-sans text-danger-600">
              Failed to load verse data
            </p>
          ) : (
            <VerseText segments={verse.data.segments} numbers={showStrongs ? 'links' : 'none'} />
          )}
        </div>
      </section>
      <StrongsAnalysisDialog reference={analysed} onOpenChange={(open) => !open && setAnalysed(undefined)} />
    </DeveloperPage>
  );
}
