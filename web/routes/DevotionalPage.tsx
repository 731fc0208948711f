import { usePageUser } from '../features/auth/usePageUser';
import { HistoryTab } from '../features/devotional/HistoryTab';
import { PreferencesTab } from '../features/devotional/PreferencesTab';
import { TodayTab } from '../features/devotional/TodayTab';
import { useMoveBrowserPlan } from '../features/devotional/useMoveBrowserPlan';
import { Spinner } from '../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

/**
 * What each tab shows until the browser knows who is signed in (the server renders as a visitor, decision 266):
 * neither a visitor's offers nor the account's plan, so a signed-in reader never sees the wrong one.
 */
function CheckingSession() {
  return <Spinner label="Checking your session…" className="min-h-96" />;
}

export default function DevotionalPage() {
  const user = usePageUser();
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
          {user.isPending ? <CheckingSession /> : <TodayTab signedIn={signedIn} moving={moving} />}
        </TabsContent>
        <TabsContent value="preferences" className="mt-6">
          {user.isPending ? <CheckingSession /> : <PreferencesTab signedIn={signedIn} />}
        </TabsContent>
        <TabsContent value="history" className="mt-6">
          {user.isPending ? <CheckingSession /> : <HistoryTab signedIn={signedIn} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}
