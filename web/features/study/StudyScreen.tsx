import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Bookmark, CloudOff, Download, Hash, Highlighter, NotebookPen, Trash2, Upload } from 'lucide-react';
import { failureMessage } from '../../api/client';
import { Link } from '../../app/routing';
import { Button } from '../../ui/Button';
import { downloadText } from '../../ui/download';
import { useToast } from '../../ui/toast/useToast';
import { useLoginDialog } from '../auth/loginDialogContext';
import { useUser } from '../auth/useUser';
import {
  HIGHLIGHT_COLORS,
  MARK_KINDS,
  NOTE_MAX_LENGTH,
  marksToMerge,
  parseTags,
  tagGroup,
  type HighlightColor,
  type Mark,
  type MarkKind,
} from '../../../core/study/marks';
import { noteHtml } from './noteMarkdown';
import { markHref, markReference, type MarkOrder } from '../../../core/study/mark-list';
import {
  ImportError,
  marksToCsv,
  marksToJson,
  marksToMarkdown,
  parseMarksJson,
} from '../../../core/study/mark-files';
import { useMarks, type MarksStore } from './useMarks';
import { useStudyData, type StudyData } from './useStudyData';

const card = 'rounded-xl border border-parchment-dark bg-white p-4 shadow-sm sm:p-6';
const field = 'min-h-10 w-full rounded-md border border-gray-400 bg-white px-2 text-ink';

const KIND_NAMES: Record<MarkKind, string> = {
  highlight: 'Highlights',
  bookmark: 'Bookmarks',
  note: 'Notes',
  journal: 'Journal notes',
  strongs: "Strong's numbers",
};

function KindIcon({ kind }: { kind: MarkKind }) {
  const props = { 'aria-hidden': true, className: 'size-4 shrink-0' } as const;
  if (kind === 'highlight') return <Highlighter {...props} />;
  if (kind === 'bookmark') return <Bookmark {...props} />;
  if (kind === 'strongs') return <Hash {...props} />;
  return <NotebookPen {...props} />;
}

function Labelled({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function MarkItem({ mark, store }: { mark: Mark; store: MarksStore }) {
  const href = markHref(mark);
  const reference = markReference(mark);
  const { toast } = useToast();
  return (
    <li className="grid gap-1 border-b border-parchment-dark py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <KindIcon kind={mark.kind} />
        {href ? (
          <Link to={href} className="font-bold text-brand-700 underline-offset-2 hover:underline">
            {reference}
          </Link>
        ) : (
          <span className="font-bold">{reference}</span>
        )}
        {mark.version ? <span className="text-sm text-muted uppercase">{mark.version}</span> : null}
        {mark.color ? (
          <span className={`mark-${mark.color} rounded px-2 text-sm capitalize`}>{mark.color}</span>
        ) : null}
        {mark.kind === 'bookmark' ? <span className="text-sm text-muted">Bookmark</span> : null}
        {mark.tags.map((tag) => (
          <span key={tag} className="rounded-full bg-brand-50 px-2 text-sm text-brand-800">
            #{tag}
          </span>
        ))}
        <Button
          variant="ghost"
          size="sm"
          className="ms-auto min-w-10 px-2"
          aria-label={`Delete ${mark.kind === 'journal' ? 'journal note' : mark.kind} ${reference}`}
          onClick={() =>
            // Offline, a mark of the account stays, and the reader is told why (decision 414).
            void store
              .remove([mark])
              .catch((error: unknown) =>
                toast({ title: 'Not deleted', description: failureMessage(error, 'Try again.') }),
              )
          }
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {mark.kind === 'strongs' ? (
        <p className="flex flex-wrap gap-2 text-sm">
          {(mark.strongs ?? []).map((number) => (
            <Link key={number} to={`/concordance/${number}`} className="font-mono text-brand-700 underline">
              {number}
            </Link>
          ))}
        </p>
      ) : null}
      {mark.text ? (
        // Safe: noteHtml escapes any HTML in the note and keeps only safe links (decision 322).
        <div className="site-html break-words" dangerouslySetInnerHTML={{ __html: noteHtml(mark.text) }} />
      ) : null}
      <p className="text-xs text-muted">Changed {new Date(mark.updatedAt).toLocaleString()}</p>
    </li>
  );
}

function JournalForm({ store }: { store: MarksStore }) {
  const [text, setText] = useState('');
  const [tags, setTags] = useState('');
  const { toast } = useToast();
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        void store.add({ kind: 'journal', ref: '', text, tags: parseTags(tags) }).then((mark) => {
          if (!mark) toast({ title: 'Not saved', description: 'Try again.' });
          else {
            setText('');
            setTags('');
            toast({ title: 'Journal note saved', duration: 2000 });
          }
        });
      }}
    >
      <Labelled label="New journal note (Markdown)">
        {(id) => (
          <textarea
            id={id}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-md border border-gray-400 bg-white px-2 py-1 text-ink"
          />
        )}
      </Labelled>
      <Labelled label="Tags, separated by commas">
        {(id) => (
          <input id={id} value={tags} onChange={(event) => setTags(event.target.value)} className={field} />
        )}
      </Labelled>
      <div>
        <Button type="submit" size="sm">
          Save journal note
        </Button>
      </div>
    </form>
  );
}

function TagsPanel({ data }: { data: StudyData }) {
  const counts = data.tags;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { toast } = useToast();
  if (!counts.length) return <p className="text-sm text-muted">No tags yet: add them from a verse's bar.</p>;
  // A tag's group is the start of its name, as the server keeps and exports it (decision 341).
  const groups = new Map<string, (typeof counts)[number][]>();
  for (const entry of counts) {
    const group = tagGroup(entry.tag) ?? '';
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  async function rename() {
    const target = parseTags(to)[0];
    if (!from || !target) return;
    try {
      const count = await data.renameTag(from, target);
      toast({ title: `Renamed #${from} to #${target}`, description: `${count} marks`, duration: 2000 });
      setFrom('');
      setTo('');
    } catch (error) {
      toast({ title: 'Not renamed', description: error instanceof Error ? error.message : '' });
    }
  }
  return (
    <div className="grid gap-3">
      {[...groups].map(([group, entries]) => (
        <div key={group}>
          {group ? <h3 className="text-sm font-bold">{group}</h3> : null}
          <ul className="flex flex-wrap gap-2" aria-label={group ? `Tags in ${group}` : 'Tags'}>
            {entries.map(({ tag, count }) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2 text-sm text-brand-800">
                #{tag} <span className="text-muted">({count})</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void rename();
        }}
      >
        <Labelled label="Rename or merge the tag">
          {(id) => (
            <select id={id} value={from} onChange={(event) => setFrom(event.target.value)} className={field}>
              <option value="">Choose a tag</option>
              {counts.map(({ tag }) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label="into (an existing tag merges; group/tag groups)">
          {(id) => (
            <input id={id} value={to} onChange={(event) => setTo(event.target.value)} className={field} />
          )}
        </Labelled>
        <Button type="submit" size="sm" disabled={!from || !to.trim()}>
          Rename
        </Button>
      </form>
    </div>
  );
}

function ExportImport({
  store,
  marks,
  data,
}: {
  store: MarksStore;
  marks: readonly Mark[];
  data: StudyData;
}) {
  const { toast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const stamp = new Date().toISOString().slice(0, 10);
  async function docx() {
    const [{ Packer }, { studySheet }] = await Promise.all([
      import('docx'),
      import('../../../core/study/study-sheet'),
    ]);
    const blob = await Packer.toBlob(studySheet(marks));
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `study-${stamp}.docx`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      if (data.importJson) {
        const added = await data.importJson(await file.text());
        toast({ title: 'Imported', description: `${added} new marks` });
        return;
      }
      const parsed = parseMarksJson(await file.text());
      const fresh = marksToMerge(store.marks, parsed);
      for (const { id: _id, createdAt: _c, updatedAt: _u, ...mark } of fresh) await store.add(mark);
      toast({
        title: 'Imported',
        description: `${fresh.length} new marks, ${parsed.length - fresh.length} already here`,
      });
    } catch (error) {
      const message =
        error instanceof ImportError
          ? `${error.field}: ${error.message}`
          : error instanceof Error
            ? error.message
            : 'The file could not be read.';
      toast({ title: 'Nothing imported', description: message });
    }
  }
  const serverExport = data.exportHref('json') !== undefined;
  return (
    <div className="flex flex-wrap gap-2">
      {serverExport
        ? (['json', 'markdown', 'csv', 'docx'] as const).map((format) => (
            <a
              key={format}
              href={data.exportHref(format)}
              download
              className="inline-flex min-h-9 items-center gap-2 rounded-md border border-brand-700 bg-white px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              <Download aria-hidden="true" className="size-4" />{' '}
              {format === 'json'
                ? 'JSON'
                : format === 'csv'
                  ? 'CSV'
                  : format === 'docx'
                    ? 'DOCX'
                    : 'Markdown'}
            </a>
          ))
        : null}
      {serverExport ? null : (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadText(`study-${stamp}.json`, marksToJson(marks))}
          >
            <Download aria-hidden="true" className="size-4" /> JSON
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadText(`study-${stamp}.md`, marksToMarkdown(marks))}
          >
            <Download aria-hidden="true" className="size-4" /> Markdown
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadText(`study-${stamp}.csv`, marksToCsv(marks))}
          >
            <Download aria-hidden="true" className="size-4" /> CSV
          </Button>
          <Button variant="outline" size="sm" onClick={() => void docx()}>
            <Download aria-hidden="true" className="size-4" /> DOCX
          </Button>
        </>
      )}
      <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden="true" className="size-4" /> Import JSON
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label="JSON export to import"
        onChange={(event) => void importFile(event)}
      />
    </div>
  );
}

/** The /study page: every mark, filtered and sorted, the tags, journal notes, export and import. */
export function StudyScreen() {
  const store = useMarks();
  const { data: user } = useUser();
  const { openLogin } = useLoginDialog();
  const [kind, setKind] = useState<MarkKind | ''>('');
  const [color, setColor] = useState<HighlightColor | ''>('');
  const [tag, setTag] = useState('');
  const [book, setBook] = useState('');
  const [text, setText] = useState('');
  const [order, setOrder] = useState<MarkOrder>('canon');
  const filters = useMemo(
    () => ({
      kind: kind || undefined,
      color: color || undefined,
      tag: tag || undefined,
      book: book || undefined,
      text,
    }),
    [kind, color, tag, book, text],
  );
  const data = useStudyData(store, filters, order);
  const listed = data.listed;
  const books = data.books;
  const tags = data.tags;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div>
        <h1 className="font-serif text-3xl font-bold text-brand-800">Your study</h1>
        <p className="mt-1 text-muted">
          Highlights, bookmarks, notes, saved Strong's numbers and tags. Select a verse in the reader to add
          one.
        </p>
      </div>
      {user === null ? (
        <p role="note" className="flex flex-wrap items-center gap-2 rounded-md bg-brand-50 p-3 text-sm">
          These are kept in this browser only. Sign in or create an account to keep them with you; they are
          added to your account then.
          <Button size="sm" onClick={() => openLogin('login')}>
            Login
          </Button>
          <Button size="sm" variant="outline" onClick={() => openLogin('signup')}>
            Create an account
          </Button>
        </p>
      ) : null}

      {store.waiting.length ? (
        // The marks made offline wait on this device; the list is the account's (decision 414).
        <p role="status" className="flex items-start gap-2 rounded-md bg-brand-50 p-3 text-sm">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {store.waiting.length === 1 ? 'A mark is' : `${store.waiting.length} marks are`} saved on this
          device and not listed yet; they will be sent when you are back online.
        </p>
      ) : null}

      <section aria-labelledby="study-list" className={card}>
        <h2 id="study-list" className="mb-3 font-serif text-xl font-bold text-brand-800">
          Your marks
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <Labelled label="Kind">
            {(id) => (
              <select
                id={id}
                value={kind}
                onChange={(e) => setKind(e.target.value as MarkKind | '')}
                className={field}
              >
                <option value="">All kinds</option>
                {MARK_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {KIND_NAMES[value]}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled label="Colour">
            {(id) => (
              <select
                id={id}
                value={color}
                onChange={(e) => setColor(e.target.value as HighlightColor | '')}
                className={field}
              >
                <option value="">All colours</option>
                {HIGHLIGHT_COLORS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled label="Tag">
            {(id) => (
              <select id={id} value={tag} onChange={(e) => setTag(e.target.value)} className={field}>
                <option value="">All tags</option>
                {tags.map((entry) => (
                  <option key={entry.tag} value={entry.tag}>
                    {entry.tag}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled label="Book">
            {(id) => (
              <select id={id} value={book} onChange={(e) => setBook(e.target.value)} className={field}>
                <option value="">All books</option>
                {books.map((entry) => (
                  <option key={entry.osis} value={entry.osis}>
                    {entry.name}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled label="Words">
            {(id) => (
              <input
                id={id}
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                className={field}
              />
            )}
          </Labelled>
          <Labelled label="Order">
            {(id) => (
              <select
                id={id}
                value={order}
                onChange={(e) => setOrder(e.target.value as MarkOrder)}
                className={field}
              >
                <option value="canon">Bible order</option>
                <option value="date">Newest first</option>
              </select>
            )}
          </Labelled>
        </div>
        <p role="status" className="mt-3 text-sm text-muted">
          {data.loading ? 'Loading your marks…' : `${data.total} marks`}
        </p>
        <ul aria-label="Marks" className="mt-1">
          {listed.map((mark) => (
            <MarkItem key={mark.id} mark={mark} store={store} />
          ))}
        </ul>
        {data.hasMore ? (
          <Button variant="outline" size="sm" onClick={data.more}>
            Show more
          </Button>
        ) : null}
      </section>

      <section aria-labelledby="study-journal" className={card}>
        <h2 id="study-journal" className="mb-3 font-serif text-xl font-bold text-brand-800">
          Journal
        </h2>
        <JournalForm store={store} />
      </section>

      <section aria-labelledby="study-tags" className={card}>
        <h2 id="study-tags" className="mb-3 font-serif text-xl font-bold text-brand-800">
          Tags
        </h2>
        <TagsPanel data={data} />
      </section>

      <section aria-labelledby="study-export" className={card}>
        <h2 id="study-export" className="mb-3 font-serif text-xl font-bold text-brand-800">
          Export and import
        </h2>
        <p className="mb-3 text-sm text-muted">The marks listed above, as a file; JSON imports back.</p>
        <ExportImport store={store} marks={listed} data={data} />
      </section>
    </div>
  );
}
