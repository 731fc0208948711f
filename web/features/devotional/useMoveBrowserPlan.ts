import { useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast/toastStore';
import { useBrowserPlan } from './browserPlan';
import { browserTimeZone, usePreferences, useSavePreferences } from './devotionalApi';

/**
 * Moves the plan a reader started in this browser while signed out to their account once they sign in, when
 * the account has no plan of its own yet (a new account): the same plan with the same day 1 (decision 256).
 * An account that already saved its preferences keeps its own plan; the browser's waits for a signed-out visit.
 * Answers whether the move is under way, so that the screen does not show a day of the wrong plan meanwhile.
 */
export function useMoveBrowserPlan(signedIn: boolean): boolean {
  const { plan, forget } = useBrowserPlan();
  const preferences = usePreferences(signedIn && plan !== undefined);
  const save = useSavePreferences();
  const tried = useRef(false);
  const [failed, setFailed] = useState(false);
  const account = preferences.data;

  useEffect(() => {
    if (!signedIn || !plan || !account || account.saved || tried.current) return;
    tried.current = true;
    save.mutate(
      {
        readingPlan: plan.planType,
        topics: account.topics,
        reminderTime: account.reminderTime,
        emailReminders: account.emailReminders,
        favoriteTranslation: account.favoriteTranslation,
        timeZone: browserTimeZone(),
        planStartDate: plan.start,
      },
      {
        onSuccess: () => {
          forget();
          toast({
            title: 'Your plan is on your account',
            description: 'The plan you started in this browser goes on from the same day.',
            variant: 'success',
          });
        },
        onError: (error) => {
          setFailed(true);
          toast({
            title: 'Your plan could not be moved',
            description: error.message,
            variant: 'destructive',
          });
        },
      },
    );
  }, [signedIn, plan, account, save, forget]);

  if (!signedIn || !plan || failed) return false;
  return preferences.isPending || (account !== undefined && !account.saved);
}
