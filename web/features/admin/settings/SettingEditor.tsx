import { useId } from 'react';
import type { SystemSetting } from '../../../../core/api/settings';
import { MULTILINE_AFTER_CHARS } from '../../../../core/settings/values';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';

const fieldClasses =
  'w-full min-h-10 rounded-md border border-gray-400 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-danger-600';

interface SettingEditorProps {
  setting: SystemSetting;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The editor a setting's type calls for: switch, list of options, number, JSON box, text or text box. */
export function SettingEditor({ setting, value, onChange, error }: SettingEditorProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const label = `Value of ${setting.label}`;
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  let editor;
  if (setting.dataType === 'boolean') {
    editor = (
      <Switch label={label} checked={value === 'true'} onCheckedChange={(on) => onChange(String(on))} />
    );
  } else if (setting.options && setting.options.length > 0) {
    editor = (
      <Select
        label={label}
        value={value}
        options={setting.options.map((option) => ({ value: option, label: option }))}
        onValueChange={onChange}
      />
    );
  } else {
    const multiline =
      setting.dataType === 'json' ||
      (setting.dataType === 'string' && !setting.isProtected && setting.value.length > MULTILINE_AFTER_CHARS);
    editor = (
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {multiline ? (
          <textarea
            id={id}
            rows={setting.dataType === 'json' ? 6 : 3}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`${fieldClasses} ${setting.dataType === 'json' ? 'font-mono text-sm' : ''}`}
            spellCheck={setting.dataType !== 'json'}
            {...described}
          />
        ) : (
          <input
            id={id}
            type={setting.isProtected ? 'password' : 'text'}
            inputMode={setting.dataType === 'number' ? 'decimal' : undefined}
            autoComplete={setting.isProtected ? 'new-password' : 'off'}
            placeholder={setting.isProtected ? 'Type a new value' : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={fieldClasses}
            {...described}
          />
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-1.5">
      {editor}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
