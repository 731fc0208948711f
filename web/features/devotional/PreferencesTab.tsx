import { useEffect, useState } from 'react';
import type { PreferencesBody } from '../../../core/api/devotional';
import type { ReadingPlanId } from '../../../core/devotional/plans';
import { CUSTOM_DAYS_MAX, CUSTOM_DAYS_MIN, planDayFor } from '../../../core/devotional/plans';
import type { DevotionalTopic, DevotionalTranslation } from '../../../core/devotional/topics';
import { ApiError } from '../../api/client';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toastStore';
import { useLoginDialog } from '../auth/loginDialogContext';
import { ErrorBox } from '../../ui/ErrorBox';
import { useBrowserPlan } from './browserPlan';
import {
  browserTimeZone,
  localToday,
  useCalendar,
  usePlans,
  usePreferences,
  useSavePreferences,
} from './devotionalApi';
import { longDate } from './devotionalText';

/** The plan, topics, translation and reminder; the calendar feed of a signed-in reader. */
export function PreferencesTab({ signedIn }: { signedIn: boolean }) {
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
