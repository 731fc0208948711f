import { CalendarDays, Download, Flame, Share2 } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useDraft } from '../../lib/drafts';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast/toastStore';
import { useLoginDialog } from '../auth/loginDialogContext';
import { ErrorBox } from '../../ui/ErrorBox';
import { useBrowserPlan } from './browserPlan';
import { celebrate } from './confetti';
import {
  browserTimeZone,
  localToday,
  useDailyReading,
  usePreferences,
  useSaveNotes,
  useSavePreferences,
} from './devotionalApi';
import { downloadText } from '../../ui/download';
import { devotionalText, longDate } from './devotionalText';
import { ReadingCard } from './ReadingCard';

const NO_READING = 'No devotional reading available. Please select a reading plan in the Preferences tab.';

/**
 * Today's reading with the reader's place in the plan: streak and catching up when signed in, starting the plan
 * today in the browser when not; the note is a draft of the reading (decision 256).
 */
export function TodayTab({ signedIn, moving }: { signedIn: boolean; moving: boolean }) {
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
