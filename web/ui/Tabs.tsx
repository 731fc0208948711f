// Why we own this: Radix Tabs brought about 10 KB with its shared helpers into the first script of Home,
// which had 2 KB left under the 120 KB budget; Home fell 9.7 KB without them (decision 226, bench/RESULTS.md).
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * Tabs of our own (decision 226): the WAI-ARIA tabs pattern with the markup Radix Tabs drew (roles, ids,
 * `aria-selected`, `aria-controls`, `data-state` for the styles), without its 10 KB of code and shared helpers in
 * the first script of the pages that show tabs (Home among them). The arrow keys, Home and End move between the
 * tabs (the focus wraps round); with `activationMode="automatic"` (the default) the focused tab is chosen, with
 * "manual" Enter or Space chooses it. Only the active tab stops Tab; an inactive panel is an empty `hidden` div.
 */

/**
 * `fill`: the tabs share a phone's width and take their own from `sm` up; `wrap`: they run onto more rows;
 * `scroll`: one row that scrolls sideways below `sm` (many tabs on a phone) and wraps from `sm` up.
 */
type TabsLayout = 'fill' | 'wrap' | 'scroll';

interface TabsState {
  value: string;
  choose: (value: string) => void;
  idOf: (part: 'trigger' | 'content', value: string) => string;
  automatic: boolean;
}

const TabsContext = createContext<TabsState | null>(null);
const LayoutContext = createContext<TabsLayout>('fill');

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tab parts must be inside <Tabs>');
  return state;
}

const listClasses: Record<TabsLayout, string> = {
  fill: 'flex gap-1 rounded-lg bg-parchment-dark p-1',
  wrap: 'flex flex-wrap gap-1 rounded-lg bg-parchment-dark p-1',
  scroll: 'relative flex gap-1 overflow-x-auto rounded-lg bg-parchment-dark p-1 sm:flex-wrap',
};

const triggerClass =
  'min-h-11 rounded-md text-sm font-medium text-brand-700 transition-colors hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow sm:text-base';

const triggerLayouts: Record<TabsLayout, string> = {
  fill: 'flex-1 px-2 sm:flex-none sm:px-5',
  wrap: 'shrink-0 px-3 sm:px-4',
  scroll: 'shrink-0 px-3 whitespace-nowrap sm:px-4',
};

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The active tab, when the caller holds it (with `onValueChange`). */
  value?: string;
  /** The tab active at first, when the tabs hold it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  activationMode?: 'automatic' | 'manual';
  children?: ReactNode;
};

/** The tabs and their panels. */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  children,
  ...props
}: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const base = useId();
  const current = value ?? own;
  // The tab asked for and not shown yet: a click that follows the focus that chose it asks nothing more.
  const asked = useRef<string | undefined>(undefined);
  if (asked.current === current) asked.current = undefined;
  const state: TabsState = {
    value: current,
    choose: (next) => {
      if (next === current || next === asked.current) return;
      asked.current = next;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, tab) => `${base}-${part}-${tab.replace(/[^\w-]/g, '_')}`,
    automatic: activationMode === 'automatic',
  };
  return (
    <TabsContext.Provider value={state}>
      <div dir="ltr" data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

type TabsListProps = Omit<ComponentProps<'div'>, 'className' | 'role'> & { layout?: TabsLayout };

/** The row of tabs on its parchment band; name it with `aria-label`. */
export function TabsList({ layout = 'fill', onKeyDown, ...props }: TabsListProps) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.focus();
  };
  return (
    <LayoutContext.Provider value={layout}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={listClasses[layout]}
        onKeyDown={move}
        {...props}
      />
    </LayoutContext.Provider>
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'className' | 'role' | 'value'> & { value: string };

/** One tab: white and raised while active. */
export function TabsTrigger({ value, onClick, onFocus, disabled, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const layout = useContext(LayoutContext);
  const active = tabs.value === value;
  const own = useRef<HTMLButtonElement>(null);
  // In a row that scrolls, the chosen tab (a link may name one at the far end) is brought into sight.
  useEffect(() => {
    const tab = own.current;
    const list = tab?.parentElement;
    if (layout !== 'scroll' || !active || !tab || !list) return;
    const outOfSight =
      tab.offsetLeft < list.scrollLeft ||
      tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth;
    if (outOfSight) list.scrollLeft = tab.offsetLeft - 8;
  }, [layout, active]);
  return (
    <button
      ref={own}
      type="button"
      role="tab"
      id={tabs.idOf('trigger', value)}
      aria-selected={active}
      aria-controls={tabs.idOf('content', value)}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className={`${triggerClass} ${triggerLayouts[layout]}`}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.choose(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (tabs.automatic && !active) tabs.choose(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<'div'>, 'role'> & { value: string };

/** The panel of one tab, drawn only while its tab is active; its spacing is the caller's. */
export function TabsContent({ value, children, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('content', value)}
      aria-labelledby={tabs.idOf('trigger', value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!active}
      tabIndex={0}
      {...props}
    >
      {active ? children : null}
    </div>
  );
}
