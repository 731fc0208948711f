import { CalendarDays, Download, Flame, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '../app/routing';
import type { DailyReading, PreferencesBody } from '../../core/api/devotional';
import type { ReadingPlanId } from '../../core/devotional/plans';
import { CUSTOM_DAYS_MAX, CUSTOM_DAYS_MIN, planDayFor } from '../../core/devotional/plans';
import {
  NOTES_MAX_LENGTH,
  type DevotionalTopic,
  type DevotionalTranslation,
} from '../../core/devotional/topics';
import { ApiError } from '../api/client';
import { useLoginDialog } from '../features/auth/loginDialogContext';
import { useUser } from '../features/auth/useUser';
import { celebrate } from '../features/devotional/confetti';
import {
  browserTimeZone,
  localToday,
  useCalendar,
  useDailyReading,
  usePlans,
  usePreferences,
  useSaveNotes,
  useSavePreferences,
} from '../features/devotional/devotionalApi';
import { useBrowserPlan } from '../features/devotional/browserPlan';
import { devotionalText, downloadText, longDate } from '../features/devotional/devotionalText';
import { HistoryTab } from '../features/devotional/HistoryTab';
import { useMoveBrowserPlan } from '../features/devotional/useMoveBrowserPlan';
import { useDraft } from '../lib/drafts';
import { ErrorBox } from '../features/search/ErrorBox';
import { Button } from '../ui/Button';
import { Select } from '../ui/Select';
import { Spinner } from '../ui/Spinner';
import { Switch } from '../ui/Switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { TextField } from '../ui/TextField';
import { toast } from '../ui/toast/toastStore';

const NO_READING = 'No devotional reading available. Please select a reading plan in the Preferences tab.';

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="mb-3 leading-relaxed last:mb-0">
          {paragraph}
        </p>
      ))}
    </>
  );
}

function ReadingCard({
  reading,
  notes,
  onNotes,
  onSave,
  saving,
}: {
  reading: DailyReading;
  notes: string;
  onNotes: (notes: string) => void;
  onSave: () => void;
  saving: boolean;
}) {
  return (
    <article
      className="rounded-xl border border-parchment-dark bg-white p-5 shadow-sm sm:p-7"
      aria-labelledby="reading-title"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-gold-300 px-3 py-1 text-sm font-semibold text-brand-900">
          {reading.category}
        </span>
        <span className="text-sm text-muted">
          {reading.planName}, day {reading.day} of {reading.totalDays}
        </span>
      </div>
      <h2 id="reading-title" className="font-serif text-2xl font-bold text-brand-800 sm:text-3xl">
        {reading.title}
      </h2>
      <p className="mt-1 text-lg font-medium text-brand-700">{reading.scripture}</p>

      <section aria-labelledby="passage-heading" className="mt-5">
        <h3 id="passage-heading" className="font-serif text-xl font-semibold text-brand-800">
          The Passage <span className="text-base font-normal text-muted">({reading.translation.name})</span>
        </h3>
        {reading.translation.note ? (
          <p role="note" className="mt-2 rounded-md bg-parchment px-3 py-2 text-sm text-ink">
            {reading.translation.note}
          </p>
        ) : null}
        {/* A scrolling box is a stop of the keyboard, so that it can be scrolled without a mouse. */}
        <div
          tabIndex={0}
          role="region"
          aria-labelledby="passage-heading"
          className="mt-3 max-h-[28rem] overflow-y-auto rounded-lg border-l-4 border-gold-500 bg-parchment/50 px-4 py-3 font-serif leading-relaxed"
        >
          {reading.sections.map((section) => (
            <blockquote key={section.reference} className="mb-4 last:mb-0">
              <p className="mb-1 font-sans text-sm font-semibold text-brand-700">{section.reference}</p>
              {section.verses.length ? (
                <p>
                  {section.verses.map((verse) => (
                    <span key={verse.verse}>
                      <sup className="mr-0.5 font-sans text-xs text-muted">{verse.verse}</sup>
                      {verse.text}{' '}
                    </span>
                  ))}
                </p>
              ) : (
                <p className="text-muted">This passage is not in the installed text.</p>
              )}
            </blockquote>
          ))}
        </div>
      </section>

      {reading.reflection ? (
        <section aria-labelledby="reflection-heading" className="mt-6">
          <h3 id="reflection-heading" className="font-serif text-xl font-semibold text-brand-800">
            Reflection
          </h3>
          <p className="mb-2 text-sm text-muted">
            {reading.reflectionSource?.name} on {reading.reflectionSource?.heading}
          </p>
          <Paragraphs text={reading.reflection} />
          {reading.reflectionSource ? (
            <Link to={reading.reflectionSource.url} className="text-sm font-medium text-brand-700 underline">
              Read the whole comment
            </Link>
          ) : null}
        </section>
      ) : null}

      {reading.psalmReflection ? (
        <section aria-labelledby="psalm-heading" className="mt-6">
          <h3 id="psalm-heading" className="font-serif text-xl font-semibold text-brand-800">
            From the Treasury of David
          </h3>
          <p className="mb-2 text-sm text-muted">
            {reading.psalmReflection.name} on {reading.psalmReflection.heading}
          </p>
          <Paragraphs text={reading.psalmReflection.text} />
          <Link to={reading.psalmReflection.url} className="text-sm font-medium text-brand-700 underline">
            Read Spurgeon on the whole psalm
          </Link>
        </section>
      ) : null}

      {reading.topicVerse ? (
        <section aria-labelledby="topic-heading" className="mt-6 rounded-lg bg-brand-50 p-4">
          <h3 id="topic-heading" className="font-semibold text-brand-800">
            A verse on {reading.topicVerse.topic}
          </h3>
          <p className="mt-1 font-serif">“{reading.topicVerse.text}”</p>
          <p className="mt-1 text-sm text-muted">
            {reading.topicVerse.reference} · from {reading.topicVerse.source}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="prayer-heading" className="mt-6">
        <h3 id="prayer-heading" className="font-serif text-xl font-semibold text-brand-800">
          Prayer
        </h3>
        <p className="mt-2 font-serif italic">{reading.prayer}</p>
      </section>

      <section aria-labelledby="notes-heading" className="mt-6">
        <h3 id="notes-heading" className="font-serif text-xl font-semibold text-brand-800">
          My Notes
        </h3>
        <label htmlFor="personal-notes" className="sr-only">
          Your notes on today's reading
        </label>
        <textarea
          id="personal-notes"
          value={notes}
          maxLength={NOTES_MAX_LENGTH}
          onChange={(event) => onNotes(event.target.value)}
          rows={5}
          placeholder="What did you notice? What will you carry with you today?"
          className="mt-2 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-gray-600"
        />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-muted">
            {notes.length.toLocaleString('en-US')} / {NOTES_MAX_LENGTH.toLocaleString('en-US')} characters
          </span>
          <Button onClick={onSave} disabled={saving}>
            {saving ? 'Saving…' : 'Save Notes'}
          </Button>
        </div>
      </section>
    </article>
  );
}

function TodayTab({ signedIn, moving }: { signedIn: boolean; moving: boolean }) {
  const { openLogin } = useLoginDialog();
  const [day, setDay] = useState<number>();
  const browser = useBrowserPlan();
  const visitorPlan = signedIn ? undefined : browser.plan;
  const reading = useDailyReading(visitorPlan?.planType, day, signedIn, visitorPlan?.start, !moving);
  const save = useSaveNotes();
  const savePreferences = useSavePreferences();
  const preferences = usePreferences(signedIn);
  const data = reading.data;
  // The note is a draft of this day's reading: it outlives signing in or up and a reload (decision 256).
  const draft = useDraft(data ? `devotional-note:${data.date}:${data.scripture}` : undefined);
  const notes = draft.text;

  const share = async () => {
    if (!data) {
      toast({ title: 'No devotional to share', description: 'Please wait for the devotional to load.' });
      return;
    }
    const text = devotionalText(data, notes);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `Daily Devotional: ${data.title}`, text });
        toast({ title: 'Shared successfully', variant: 'success' });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied to clipboard', description: 'Devotional text copied. Share it manually.' });
    } catch {
      toast({ title: 'Error', description: 'The devotional could not be copied.', variant: 'destructive' });
    }
  };
  const download = () => {
    if (!data) {
      toast({ title: 'No devotional to download', description: 'Please wait for the devotional to load.' });
      return;
    }
    downloadText(`devotional-${data.date}-day-${data.day}.txt`, devotionalText(data, notes));
    toast({
      title: 'Downloaded',
      description: "Today's devotional saved to your device.",
      variant: 'success',
    });
  };
  const saveNotes = () => {
    if (!data) return;
    if (!signedIn) {
      toast({
        title: 'Login Required',
        description: 'Please log in or create an account to save your notes.',
      });
      openLogin('login');
      return;
    }
    save.mutate(
      {
        date: data.date,
        title: data.title,
        scripture: data.scripture,
        reflection: data.reflection,
        prayer: data.prayer,
        category: data.category,
        personalNotes: notes,
      },
      {
        onSuccess: (answer) => {
          toast({
            title: answer.message,
            description:
              answer.milestone !== null
                ? `A ${answer.milestone}-day streak! Your personal notes have been securely saved to your account.`
                : 'Your personal notes have been securely saved to your account.',
            variant: 'success',
          });
          if (answer.showFireworks) void celebrate();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) openLogin('login');
          else toast({ title: 'Error', description: error.message, variant: 'destructive' });
        },
      },
    );
  };
  const startInBrowser = () => {
    browser.start({ planType: 'oneyear', start: localToday() });
    setDay(undefined);
    toast({
      title: 'Plan started',
      description: 'Day 1 is today. This browser keeps your place; sign up to keep it on your account.',
      variant: 'success',
    });
  };
  const restart = () => {
    const prefs = preferences.data;
    if (!prefs) return;
    savePreferences.mutate(
      {
        readingPlan: prefs.readingPlan,
        topics: prefs.topics,
        reminderTime: prefs.reminderTime,
        emailReminders: prefs.emailReminders,
        favoriteTranslation: prefs.favoriteTranslation,
        customBooks: prefs.customBooks,
        customDays: prefs.customDays,
        timeZone: browserTimeZone(),
        restartPlan: true,
      },
      {
        onSuccess: () => {
          setDay(undefined);
          toast({ title: 'Plan restarted', description: 'Day 1 is today.', variant: 'success' });
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to save preferences. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const progress = data?.progress;
  const missed = progress?.missedDays ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-lg font-medium text-brand-800">
          <CalendarDays aria-hidden className="size-5" />
          {longDate(data?.date ?? new Date().toISOString().slice(0, 10))}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void share()}>
            <Share2 aria-hidden className="size-4" /> Share
          </Button>
          <Button variant="outline" onClick={download}>
            <Download aria-hidden className="size-4" /> Download
          </Button>
        </div>
      </div>

      {!signedIn ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg bg-parchment px-4 py-3 text-sm">
          <span>
            {visitorPlan
              ? `You started this plan on ${longDate(visitorPlan.start)}.`
              : 'The Bible in One Year, counted from 1 January.'}
          </span>
          <Button size="sm" variant="outline" onClick={startInBrowser}>
            {visitorPlan ? 'Restart plan today' : 'Start this plan today'}
          </Button>
        </div>
      ) : null}

      {progress ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg bg-parchment px-4 py-3 text-sm">
          <span className="flex items-center gap-1 font-semibold text-brand-800">
            <Flame aria-hidden className="size-4 text-gold-700" />
            {progress.streak} day{progress.streak === 1 ? '' : 's'} streak
          </span>
          <span>{progress.readToday ? "Today's reading is saved." : 'Not read yet today.'}</span>
          {day !== undefined && day !== progress.today ? (
            <span className="flex items-center gap-2">
              Catching up on day {day}.
              <Button size="sm" variant="ghost" onClick={() => setDay(undefined)}>
                Back to today
              </Button>
            </span>
          ) : missed.length ? (
            <span className="flex flex-wrap items-center gap-2">
              {missed.length} earlier day{missed.length === 1 ? '' : 's'} not read yet.
              <Button size="sm" variant="outline" onClick={() => setDay(missed[0])}>
                Catch up
              </Button>
              <Button size="sm" variant="ghost" onClick={restart} disabled={savePreferences.isPending}>
                Restart plan today
              </Button>
            </span>
          ) : null}
        </div>
      ) : null}

      {reading.isPending ? (
        <Spinner label={moving ? 'Moving your plan to your account…' : "Loading today's reading…"} />
      ) : reading.isError ? (
        reading.error instanceof ApiError && reading.error.status === 404 ? (
          <p className="rounded-xl border border-parchment-dark bg-white p-6">{NO_READING}</p>
        ) : (
          <ErrorBox message="Failed to fetch daily reading" onRetry={() => void reading.refetch()} />
        )
      ) : (
        <ReadingCard
          reading={reading.data}
          notes={notes}
          onNotes={draft.setText}
          onSave={saveNotes}
          saving={save.isPending}
        />
      )}
    </div>
  );
}

function PreferencesTab({ signedIn }: { signedIn: boolean }) {
  const { openLogin } = useLoginDialog();
  const browserPlan = useBrowserPlan().plan;
  const plans = usePlans(signedIn);
  const saved = usePreferences(signedIn);
  const save = useSavePreferences();
  const calendar = useCalendar();
  const [form, setForm] = useState<PreferencesBody>({
    readingPlan: 'oneyear',
    topics: ['Faith', 'Prayer', 'Love'],
    reminderTime: '08:00',
    emailReminders: true,
    favoriteTranslation: 'KJV',
    customBooks: [],
    customDays: 90,
  });
  useEffect(() => {
    if (saved.data)
      setForm({
        readingPlan: saved.data.readingPlan,
        topics: saved.data.topics,
        reminderTime: saved.data.reminderTime,
        emailReminders: saved.data.emailReminders,
        favoriteTranslation: saved.data.favoriteTranslation,
        customBooks: saved.data.customBooks,
        customDays: saved.data.customDays,
      });
  }, [saved.data]);

  if (plans.isPending) return <Spinner label="Loading the reading plans…" />;
  if (plans.isError)
    return <ErrorBox message="The reading plans could not be loaded." onRetry={() => void plans.refetch()} />;

  const toggleTopic = (topic: DevotionalTopic) =>
    setForm((current) => ({
      ...current,
      topics: current.topics.includes(topic)
        ? current.topics.filter((t) => t !== topic)
        : [...current.topics, topic],
    }));
  const toggleBook = (osis: string) =>
    setForm((current) => {
      const books = current.customBooks ?? [];
      return {
        ...current,
        customBooks: books.includes(osis) ? books.filter((b) => b !== osis) : [...books, osis],
      };
    });
  const submit = () => {
    if (!signedIn) {
      openLogin('login');
      return;
    }
    save.mutate(
      { ...form, timeZone: browserTimeZone() },
      {
        onSuccess: () =>
          toast({
            title: 'Preferences Saved',
            description: 'Your devotional preferences are saved.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description:
              error instanceof ApiError && error.status === 400
                ? error.message
                : 'Failed to save preferences. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const savedPlan = saved.data?.saved ? saved.data.readingPlan : undefined;
  return (
    <div className="grid gap-8">
      {!signedIn ? (
        <p className="rounded-lg bg-parchment px-4 py-3">
          You are reading the Bible in One Year plan,{' '}
          {browserPlan
            ? `started on ${longDate(browserPlan.start)} in this browser`
            : 'counted from 1 January'}
          .{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline"
            onClick={() => openLogin('login')}
          >
            Sign in
          </button>{' '}
          to choose your own plan, topics and reminders.
        </p>
      ) : null}
      <fieldset>
        <legend className="mb-3 font-serif text-2xl font-bold text-brand-800">Reading Plan</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {plans.data.plans.map((plan) => {
            const chosen = form.readingPlan === plan.id;
            return (
              <label
                key={plan.id}
                className={`flex cursor-pointer flex-col gap-1 rounded-lg border bg-white p-4 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                  chosen
                    ? 'border-brand-700 ring-2 ring-brand-700'
                    : 'border-parchment-dark hover:border-brand-600'
                }`}
              >
                <input
                  type="radio"
                  name="reading-plan"
                  value={plan.id}
                  checked={chosen}
                  onChange={() =>
                    setForm((current) => ({ ...current, readingPlan: plan.id as ReadingPlanId }))
                  }
                  className="sr-only"
                />
                <span className="font-semibold text-brand-800">{plan.name}</span>
                <span className="text-sm text-ink">{plan.description}</span>
                <span className="mt-auto pt-2 text-sm text-muted">
                  {plan.days ? `${plan.days} days` : 'Choose books below'}
                  {plan.days && (savedPlan === plan.id || (!savedPlan && plan.id === 'oneyear'))
                    ? ` · today: day ${
                        !signedIn && browserPlan?.planType === plan.id
                          ? planDayFor(browserPlan.start, localToday(), plan.days)
                          : plan.today
                      }`
                    : ''}
                </span>
              </label>
            );
          })}
        </div>
        {form.readingPlan === 'custom' ? (
          <div className="mt-4 grid gap-3 rounded-lg border border-parchment-dark bg-white p-4">
            <TextField
              label={`Number of days (${CUSTOM_DAYS_MIN}-${CUSTOM_DAYS_MAX})`}
              type="number"
              min={CUSTOM_DAYS_MIN}
              max={CUSTOM_DAYS_MAX}
              value={form.customDays ?? 90}
              onChange={(event) =>
                setForm((current) => ({
                  ...current,
                  customDays: Number(event.target.value) || CUSTOM_DAYS_MIN,
                }))
              }
              className="max-w-32"
            />
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Books</legend>
              <div className="grid max-h-64 grid-cols-2 gap-1 overflow-y-auto sm:grid-cols-4">
                {plans.data.books.map((book) => (
                  <label key={book.osis} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={form.customBooks?.includes(book.osis) ?? false}
                      onChange={() => toggleBook(book.osis)}
                    />
                    {book.name}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className="mb-3 font-serif text-2xl font-bold text-brand-800">Topics</legend>
        <p className="mb-3 text-sm text-muted">
          Each day brings a verse from Nave's Topical Bible and a prayer on one of your topics.
        </p>
        <div className="flex flex-wrap gap-2">
          {plans.data.topics.map((topic) => {
            const on = form.topics.includes(topic);
            return (
              <button
                key={topic}
                type="button"
                aria-pressed={on}
                onClick={() => toggleTopic(topic)}
                className={`min-h-10 rounded-full border px-4 text-sm font-medium ${
                  on
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-brand-700 bg-white text-brand-700 hover:bg-brand-50'
                }`}
              >
                {topic}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <Select
          label="Translation"
          value={form.favoriteTranslation}
          onValueChange={(value) =>
            setForm((current) => ({ ...current, favoriteTranslation: value as DevotionalTranslation }))
          }
          options={plans.data.translations.map((translation) => ({
            value: translation.code,
            label: `${translation.code} — ${translation.name}${translation.installed ? '' : ' (not installed: KJV shown)'}`,
          }))}
        />
        <div className="grid gap-3">
          <Switch
            label="Email reminders"
            checked={form.emailReminders}
            onCheckedChange={(checked) => setForm((current) => ({ ...current, emailReminders: checked }))}
          />
          <TextField
            label="Reminder time (your time zone)"
            type="time"
            value={form.reminderTime}
            disabled={!form.emailReminders}
            onChange={(event) => setForm((current) => ({ ...current, reminderTime: event.target.value }))}
            className="max-w-40"
          />
          <p className="text-xs text-muted">
            Reminders go to your confirmed email address (see your account).
          </p>
        </div>
      </div>

      <div>
        <Button size="lg" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Preferences'}
        </Button>
      </div>

      {signedIn && saved.data ? (
        <section
          aria-labelledby="calendar-heading"
          className="rounded-lg border border-parchment-dark bg-white p-4"
        >
          <h2 id="calendar-heading" className="font-serif text-xl font-semibold text-brand-800">
            Calendar feed
          </h2>
          <p className="mt-1 text-sm">
            Subscribe to your plan in your calendar app: one event a day with the reading. The address is
            private; renew it if it was shared.
          </p>
          {saved.data.calendarUrl ? (
            <div className="mt-3 grid gap-2">
              <TextField
                label="Your calendar address"
                readOnly
                value={saved.data.calendarUrl}
                onFocus={(e) => e.target.select()}
              />
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => calendar.mutate('create')}>
                  New address
                </Button>
                <Button size="sm" variant="ghost" onClick={() => calendar.mutate('revoke')}>
                  Turn off the feed
                </Button>
              </div>
            </div>
          ) : (
            <Button className="mt-3" size="sm" variant="outline" onClick={() => calendar.mutate('create')}>
              Create my calendar address
            </Button>
          )}
        </section>
      ) : null}
    </div>
  );
}

export default function DevotionalPage() {
  const user = useUser();
  const signedIn = Boolean(user.data);
  const moving = useMoveBrowserPlan(signedIn);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <header>
        <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Daily Devotional Builder</h1>
        <p className="mt-2 text-ink">
          A reading plan through Scripture, with reflections from Matthew Henry and Spurgeon, a prayer, and
          your own notes.
        </p>
      </header>
      <Tabs defaultValue="today">
        <TabsList aria-label="Devotional">
          <TabsTrigger value="today">Today's Devotion</TabsTrigger>
          <TabsTrigger value="preferences">My Preferences</TabsTrigger>
          <TabsTrigger value="history">History</TabsTrigger>
        </TabsList>
        <TabsContent value="today" className="mt-6">
          <TodayTab signedIn={signedIn} moving={moving} />
        </TabsContent>
        <TabsContent value="preferences" className="mt-6">
          <PreferencesTab signedIn={signedIn} />
        </TabsContent>
        <TabsContent value="history" className="mt-6">
          <HistoryTab signedIn={signedIn} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
