import { useId, useState, type FormEvent } from 'react';
import type { Account } from '../../../core/api/account';
import { Button } from '../../ui/Button';
import { Switch } from '../../ui/Switch';
import { toast } from '../../ui/toast/toastStore';
import { accountToasts } from './accountMessages';
import { browserTimeZone, useSetWordOfDay } from './useAccount';

/** The Hebrew word-of-the-day opt-in: on/off and a local time of day, in the browser's time zone. */
export function WordOfDaySection({ account }: { account: Account }) {
  const [enabled, setEnabled] = useState(account.wordOfDay.enabled);
  const [time, setTime] = useState(account.wordOfDay.time);
  const save = useSetWordOfDay();
  const timeId = useId();
  const timeZone = browserTimeZone();
  const noAddress = !account.email;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutateAsync({ enabled, time, timeZone }).then(
      (saved) => toast(accountToasts.wordOfDaySaved(saved.wordOfDay.enabled, saved.wordOfDay.time)),
      (error: unknown) => toast(accountToasts.failed(error)),
    );
  }

  return (
    <section aria-labelledby="account-word-of-day" className="grid gap-4">
      <h2 id="account-word-of-day" className="font-serif text-xl font-bold text-brand-800">
        Hebrew word of the day
      </h2>
      <p className="text-sm text-muted">
        One email a day with a Hebrew word: pointed text, transliteration, meaning and a verse where it
        occurs.
        {noAddress ? ' It is sent once you have confirmed an email address above.' : null}
      </p>
      <form onSubmit={submit} className="grid gap-4" aria-label="Hebrew word of the day">
        <Switch label="Email me a Hebrew word every day" checked={enabled} onCheckedChange={setEnabled} />
        <div className="grid gap-1.5">
          <label htmlFor={timeId} className="text-sm font-medium text-ink">
            Time of day
          </label>
          <input
            id={timeId}
            name="time"
            type="time"
            required
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-describedby={`${timeId}-zone`}
            className="min-h-10 w-40 rounded-md border border-gray-400 bg-white px-3 py-2 text-ink"
          />
          <p id={`${timeId}-zone`} className="text-sm text-muted">
            Your time zone: {timeZone}
          </p>
        </div>
        <div>
          <Button type="submit" disabled={save.isPending || !/^\d\d:\d\d$/.test(time)}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </section>
  );
}
