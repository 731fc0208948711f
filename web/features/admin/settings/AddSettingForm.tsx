import { useState, type FormEvent } from 'react';
import {
  SETTING_DATA_TYPES,
  settingValueError,
  type SettingDataType,
} from '../../../../core/settings/values';
import { serverMessage } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast/toastStore';
import { useCreateSetting } from './settingsApi';
import { settingsToasts } from './settingsMessages';

type Field = 'key' | 'label' | 'value' | 'category';

const empty = { key: '', label: '', value: '', category: '', description: '', options: '' };

/** "Add setting": key, label, value, category and data type are required. */
export function AddSettingForm({ defaultCategory, onDone }: { defaultCategory: string; onDone: () => void }) {
  const [fields, setFields] = useState({ ...empty, category: defaultCategory });
  const [dataType, setDataType] = useState<SettingDataType>('string');
  const [isProtected, setProtected] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateSetting();

  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const options =
      dataType === 'string' && fields.options.trim()
        ? fields.options
            .split(',')
            .map((option) => option.trim())
            .filter(Boolean)
        : null;
    const found: Partial<Record<Field, string>> = {};
    if (!fields.key.trim()) found.key = 'key is required';
    if (!fields.label.trim()) found.label = 'label is required';
    if (!fields.category.trim()) found.category = 'category is required';
    const valueProblem = fields.value.trim()
      ? settingValueError(dataType, fields.value, options)
      : 'value is required';
    if (valueProblem) found.value = valueProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        key: fields.key.trim(),
        label: fields.label.trim(),
        value: fields.value,
        category: fields.category.trim(),
        dataType,
        description: fields.description.trim(),
        options,
        isProtected,
      },
      {
        onSuccess: ({ setting }) => {
          toast(settingsToasts.created(setting.key));
          setFields({ ...empty, category: defaultCategory });
          onDone();
        },
        onError: (failure) => toast(settingsToasts.creationFailed(serverMessage(failure))),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="add-setting-heading"
      className="grid gap-4 rounded-lg border border-gray-300 bg-white p-4"
    >
      <h3 id="add-setting-heading" className="font-serif text-xl font-bold text-brand-800">
        Add setting
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Key"
          required
          value={fields.key}
          onChange={set('key')}
          error={errors.key}
          placeholder="e.g. site.notice"
        />
        <TextField label="Label" required value={fields.label} onChange={set('label')} error={errors.label} />
        <TextField
          label="Category"
          required
          value={fields.category}
          onChange={set('category')}
          error={errors.category}
        />
        <Select
          label="Data type"
          value={dataType}
          options={SETTING_DATA_TYPES.map((type) => ({ value: type, label: type }))}
          onValueChange={(value) => setDataType(value as SettingDataType)}
        />
        <TextField label="Value" required value={fields.value} onChange={set('value')} error={errors.value} />
        <TextField label="Description" value={fields.description} onChange={set('description')} />
        {dataType === 'string' ? (
          <TextField
            label="Options (comma-separated, for a choice)"
            value={fields.options}
            onChange={set('options')}
          />
        ) : null}
        <div className="self-end pb-2">
          <Switch label="Protected (value masked)" checked={isProtected} onCheckedChange={setProtected} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" disabled={create.isPending}>
          Add setting
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
