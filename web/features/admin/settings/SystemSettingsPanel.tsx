import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from '../../../app/routing';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { AddSettingForm } from './AddSettingForm';
import { SettingRow } from './SettingRow';
import { useSettingCategories, useSettingCategory } from './settingsApi';

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

function CategorySettings({ category }: { category: string }) {
  const settings = useSettingCategory(category);
  if (settings.isPending) return <Spinner label="Loading settings" />;
  if (settings.isError || settings.data.settings.length === 0)
    return <p className="rounded-lg border border-gray-300 bg-white p-4 text-muted">No Settings Found</p>;
  return (
    <ul className="grid gap-3">
      {settings.data.settings.map((setting) => (
        <SettingRow key={setting.key} setting={setting} />
      ))}
    </ul>
  );
}

/** System Settings: one tab per category, the first selected; rows expand to edit. */
export function SystemSettingsPanel() {
  const categories = useSettingCategories();
  // `?category=donations` opens that category (the Donations tab links to it).
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<string | undefined>(params.get('category') ?? undefined);
  const [adding, setAdding] = useState(false);
  const list = categories.data?.categories ?? [];
  const current = selected && list.includes(selected) ? selected : list[0];

  return (
    <section aria-labelledby="settings-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="settings-heading" className="font-serif text-2xl font-bold text-brand-800">
          System Settings
        </h2>
        {adding ? null : (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add setting
          </Button>
        )}
      </div>
      {adding ? <AddSettingForm defaultCategory={current ?? ''} onDone={() => setAdding(false)} /> : null}
      {categories.isPending ? (
        <Spinner label="Loading settings" />
      ) : list.length === 0 || !current ? (
        <p className="rounded-lg border border-gray-300 bg-white p-4 text-muted">No Settings Found</p>
      ) : (
        <Tabs value={current} onValueChange={setSelected}>
          <TabsList layout="wrap" aria-label="Setting categories">
            {list.map((category) => (
              <TabsTrigger key={category} value={category}>
                {categoryLabel(category)}
              </TabsTrigger>
            ))}
          </TabsList>
          {list.map((category) => (
            <TabsContent key={category} value={category} className="mt-4">
              {category === current ? <CategorySettings category={category} /> : null}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  );
}
