import { useState } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { AgentInstructionsTab } from './AgentInstructionsTab';
import { botTabForProblems } from './attention';
import { useOpenProblems } from './botApi';
import { BotLogTab } from './BotLogTab';
import { ErrorReportsTab } from './ErrorReportsTab';
import { LiveRepairsTab } from './LiveRepairsTab';
import { PrimeDirectiveTab } from './PrimeDirectiveTab';

/** The ADMIN BOT sub-tabs. */
export const BOT_SUB_TABS = [
  { key: 'prime-directive', label: 'Prime Directive' },
  { key: 'log', label: 'Bot Log' },
  { key: 'live-repairs', label: 'Live Repairs' },
  { key: 'error-reports', label: 'Error Reports' },
  { key: 'agent-instructions', label: 'Agent Instructions' },
] as const;

/**
 * The ADMIN BOT tab: five sub-tabs; only the open one is mounted and polled. It opens on what
 * needs attention now: open repair tasks, else open error reports, else the prime directive (decision 265).
 */
export function BotPanel() {
  const open = useOpenProblems();
  const [chosen, setTab] = useState<string>();
  // Chosen once, when the lists first answer: a run that finds a problem must not move the administrator off
  // the sub-tab they are looking at (and unmount the run's own toast with it).
  if (chosen === undefined && open.settled)
    setTab(open.problems ? botTabForProblems(open.problems) : 'prime-directive');
  const heading = (
    <h2 id="bot-heading" className="font-serif text-2xl font-bold text-brand-800">
      ADMIN BOT
    </h2>
  );
  if (chosen === undefined)
    return (
      <section aria-labelledby="bot-heading" className="grid gap-4">
        {heading}
        <Spinner label="Looking for open problems…" />
      </section>
    );
  return (
    <section aria-labelledby="bot-heading" className="grid gap-4">
      {heading}
      <Tabs value={chosen} onValueChange={setTab}>
        <TabsList layout="wrap" aria-label="ADMIN BOT">
          {BOT_SUB_TABS.map((item) => (
            <TabsTrigger key={item.key} value={item.key}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="prime-directive" className="mt-4">
          <PrimeDirectiveTab />
        </TabsContent>
        <TabsContent value="log" className="mt-4">
          <BotLogTab />
        </TabsContent>
        <TabsContent value="live-repairs" className="mt-4">
          <LiveRepairsTab />
        </TabsContent>
        <TabsContent value="error-reports" className="mt-4">
          <ErrorReportsTab />
        </TabsContent>
        <TabsContent value="agent-instructions" className="mt-4">
          <AgentInstructionsTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
