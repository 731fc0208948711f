import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { NOTE_MAX_LENGTH } from '../../../core/study/marks';

/** The note of the selected verses, Markdown, saved as it is. */
export function NoteEditor({
  initial,
  onSave,
}: {
  initial: string;
  onSave: (text: string) => Promise<void>;
}) {
  const [text, setText] = useState(initial);
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(text);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        Note (Markdown)
      </label>
      <textarea
        id={id}
        ref={box}
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        className="w-full rounded-md border border-gray-400 bg-white px-2 py-1 text-ink"
      />
      <div>
        <Button type="submit" size="sm">
          Save note
        </Button>
      </div>
    </form>
  );
}

/** The tags of the selected verses, separated by commas. */
export function TagEditor({ initial, onSave }: { initial: string; onSave: (text: string) => Promise<void> }) {
  const [text, setText] = useState(initial);
  const id = useId();
  return (
    <form
      className="flex flex-wrap items-end gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(text);
      }}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Tags, separated by commas
        </label>
        <input
          id={id}
          value={text}
          autoFocus
          onChange={(event) => setText(event.target.value)}
          className="min-h-10 w-full rounded-md border border-gray-400 bg-white px-2 text-ink"
        />
      </div>
      <Button type="submit" size="sm">
        Save tags
      </Button>
    </form>
  );
}
