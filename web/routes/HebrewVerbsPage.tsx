import { useState } from 'react';
import { hebrewSearchKey } from '../../core/hebrew/hebrew-text';
import { BINYANIM } from '../../content/hebrew/categories';
import { HEBREW_VERBS } from '../../content/hebrew/verbs';
import { AudioButton } from '../features/hebrew/AudioButton';
import { BiblicalConnection } from '../features/hebrew/BiblicalConnection';
import { HebrewText } from '../features/hebrew/HebrewText';
import { BINYAN_NOTES } from '../features/hebrew/verbsContent';
import { Button } from '../ui/Button';
import { Select } from '../ui/Select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { TextField } from '../ui/TextField';

const ALL = 'all';
const cell = 'px-3 py-2';

function Form({ form }: { form: { hebrew: string; transliteration: string } | null }) {
  if (!form) return <span className="text-muted">—</span>;
  return (
    <span className="grid">
      <HebrewText className="text-xl text-ink">{form.hebrew}</HebrewText>
      <span className="text-sm text-muted italic">{form.transliteration}</span>
    </span>
  );
}

export default function HebrewVerbsPage() {
  const [query, setQuery] = useState('');
  const [binyan, setBinyan] = useState(ALL);
  const trimmed = query.trim().toLowerCase();
  const hebrew = /[\u05d0-\u05ea]/.test(trimmed) ? hebrewSearchKey(trimmed) : '';
  const verbs = HEBREW_VERBS.filter((verb) => {
    if (binyan !== ALL && verb.binyan !== binyan) return false;
    if (!trimmed) return true;
    if (hebrew) {
      const forms = [
        verb.root.replaceAll('-', ''),
        verb.infinitive?.hebrew,
        verb.past.hebrew,
        verb.present.hebrew,
        verb.future.hebrew,
      ];
      return forms.some((form) => form && hebrewSearchKey(form).includes(hebrew));
    }
    return verb.english.toLowerCase().includes(trimmed);
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Hebrew Verbs</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">
        Every Hebrew verb grows from a root of (usually) three letters, shaped by one of seven patterns, the
        binyanim.
      </p>
      <div className="mt-6 grid gap-4 rounded-xl border border-parchment-dark bg-white p-4 shadow-sm sm:grid-cols-2">
        <TextField
          label="Search verbs"
          type="search"
          placeholder="English or Hebrew"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select
          label="Binyan"
          value={binyan}
          options={[
            { value: ALL, label: 'All Binyanim' },
            ...BINYANIM.map((name) => ({ value: name, label: name })),
          ]}
          onValueChange={setBinyan}
        />
      </div>

      {verbs.length ? (
        <div className="mt-6 overflow-x-auto rounded-lg border border-parchment-dark bg-white shadow-sm">
          <table className="w-full text-left">
            <caption className="sr-only">Hebrew verbs in the first person</caption>
            <thead className="bg-parchment-dark text-sm text-brand-900">
              <tr>
                {[
                  'Root',
                  'Infinitive',
                  'English',
                  'Past (I)',
                  'Present (I)',
                  'Future (I)',
                  'Binyan',
                  'Audio',
                ].map((name) => (
                  <th key={name} scope="col" className={cell}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {verbs.map((verb) => (
                <tr key={verb.id} className="border-t border-parchment-dark">
                  <td className={cell}>
                    <HebrewText className="text-xl">{verb.root}</HebrewText>
                  </td>
                  <td className={cell}>
                    <Form form={verb.infinitive} />
                  </td>
                  <td className={cell}>{verb.english}</td>
                  <td className={cell}>
                    <Form form={verb.past} />
                  </td>
                  <td className={cell}>
                    <Form form={verb.present} />
                  </td>
                  <td className={cell}>
                    <Form form={verb.future} />
                  </td>
                  <td className={cell}>{verb.binyan}</td>
                  <td className={cell}>
                    <AudioButton
                      text={(verb.infinitive ?? verb.past).hebrew}
                      label={(verb.infinitive ?? verb.past).transliteration}
                      id={`verb-${verb.id}`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="mt-6 rounded-lg border border-parchment-dark bg-white p-8 text-center">
          <p className="text-lg">No verbs found matching your search.</p>
          <Button className="mt-4" variant="outline" onClick={() => (setQuery(''), setBinyan(ALL))}>
            Clear Filters
          </Button>
        </div>
      )}

      <Tabs defaultValue="binyanim" className="mt-10">
        <TabsList aria-label="About Hebrew verbs">
          <TabsTrigger value="binyanim">Binyanim Overview</TabsTrigger>
          <TabsTrigger value="roots">Verb Roots</TabsTrigger>
          <TabsTrigger value="bible">Biblical Connection</TabsTrigger>
        </TabsList>
        <TabsContent value="binyanim" className="mt-6">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {BINYANIM.map((name) => (
              <li key={name} className="rounded-lg border border-parchment-dark bg-white p-4 shadow-sm">
                <h2 className="font-serif text-lg font-bold text-brand-800">{name}</h2>
                <p className="text-sm text-muted">Biblical grammars: {BINYAN_NOTES[name].biblical}</p>
                <p className="mt-2">{BINYAN_NOTES[name].meaning}</p>
                <p className="mt-1">
                  <HebrewText className="text-lg">{BINYAN_NOTES[name].example}</HebrewText>
                </p>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="roots" className="mt-6 grid max-w-3xl gap-3 text-muted">
          <p>
            A root such as <HebrewText className="text-lg text-ink">כ-ת-ב</HebrewText> carries the idea of
            writing; vowels, prefixes and suffixes around it make{' '}
            <HebrewText className="text-lg text-ink">כָּתַב</HebrewText> (he wrote),{' '}
            <HebrewText className="text-lg text-ink">מִכְתָּב</HebrewText> (a letter) and{' '}
            <HebrewText className="text-lg text-ink">כְּתוֹבֶת</HebrewText> (an address).
          </p>
          <p>
            Learn to spot the root: strip the prefixes (the ל of the infinitive, the א of &ldquo;I
            will&rdquo;) and the suffixes (תִּי for &ldquo;I&rdquo; in the past). Weak letters (א, ה, ו, י)
            sometimes drop out, as in <HebrewText className="text-lg text-ink">אֵלֵךְ</HebrewText> from ה-ל-ך.
          </p>
        </TabsContent>
        <TabsContent value="bible" className="mt-6 grid gap-3">
          <p className="max-w-3xl text-muted">
            The same roots in the Hebrew Bible, counted in the imported text; a number opens the concordance
            entry and its verses. Biblical meanings can differ from modern ones: כ-נ-ס means &ldquo;to
            gather&rdquo; there.
          </p>
          <BiblicalConnection />
        </TabsContent>
      </Tabs>
    </div>
  );
}
