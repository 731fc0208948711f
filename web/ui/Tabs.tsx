import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, useContext, type ComponentProps } from 'react';

/** `fill`: the tabs share a phone's width and take their own from `sm` up; `wrap`: they run onto more rows. */
type TabsLayout = 'fill' | 'wrap';

const LayoutContext = createContext<TabsLayout>('fill');

const listClasses: Record<TabsLayout, string> = {
  fill: 'flex gap-1 rounded-lg bg-parchment-dark p-1',
  wrap: 'flex flex-wrap gap-1 rounded-lg bg-parchment-dark p-1',
};

const triggerClass =
  'min-h-11 rounded-md text-sm font-medium text-brand-700 transition-colors hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow sm:text-base';

const triggerLayouts: Record<TabsLayout, string> = {
  fill: 'flex-1 px-2 sm:flex-none sm:px-5',
  wrap: 'shrink-0 px-3 sm:px-4',
};

/** Tabs (Radix): arrow keys move between them, the active one is `aria-selected`. */
export const Tabs = TabsPrimitive.Root;

/** The panel of one tab; its spacing is the caller's. */
export const TabsContent = TabsPrimitive.Content;

type TabsListProps = Omit<ComponentProps<typeof TabsPrimitive.List>, 'className'> & { layout?: TabsLayout };

/** The row of tabs on its parchment band; name it with `aria-label`. */
export function TabsList({ layout = 'fill', ...props }: TabsListProps) {
  return (
    <LayoutContext.Provider value={layout}>
      <TabsPrimitive.List className={listClasses[layout]} {...props} />
    </LayoutContext.Provider>
  );
}

/** One tab: white and raised while active. */
export function TabsTrigger(props: Omit<ComponentProps<typeof TabsPrimitive.Trigger>, 'className'>) {
  const layout = useContext(LayoutContext);
  return <TabsPrimitive.Trigger className={`${triggerClass} ${triggerLayouts[layout]}`} {...props} />;
}
