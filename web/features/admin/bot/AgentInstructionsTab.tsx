import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { ErrorBox } from '../../../ui/ErrorBox';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast/toastStore';
import { useAddInstruction, useBotInstructions } from './botApi';
import { BOT_TEXTS, botToasts } from './botMessages';
import { reason, Section } from './botParts';
import { DirectiveRow } from './DirectiveRow';

/** Agent Instructions: the administrator's own directives, added here and switched on or off. */
export function AgentInstructionsTab() {
  const instructions = useBotInstructions();
  const add = useAddInstruction();
  const [directive, setDirective] = useState('');
  const [priority, setPriority] = useState('50');
  const [error, setError] = useState<{ directive?: string; priority?: string }>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(priority);
    const problems = {
      directive: directive.trim() ? undefined : 'Directive text must be non-blank',
      priority:
        priority.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 100
          ? undefined
          : 'Priority must be a number from 0 to 100',
    };
    setError(problems);
    if (problems.directive || problems.priority) return;
    add.mutate(
      { directive, priority: value },
      {
        onSuccess: () => {
          toast(botToasts.added());
          setDirective('');
          setPriority('50');
        },
        onError: (failure) => toast(botToasts.addFailed(reason(failure))),
      },
    );
  }
  const own = instructions.data?.instructions.filter((row) => row.checkKey === null) ?? [];
  return (
    <Section
      id="bot-instructions-heading"
      title="Agent Instructions"
      intro="Your own directives: shown with the bot's reports and in its alert emails."
    >
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end" noValidate>
        <TextField
          label="Directive"
          value={directive}
          maxLength={1000}
          onChange={(event) => setDirective(event.target.value)}
          error={error.directive}
        />
        <TextField
          label="Priority (0-100)"
          type="number"
          min={0}
          max={100}
          value={priority}
          onChange={(event) => setPriority(event.target.value)}
          error={error.priority}
        />
        <Button type="submit" variant="primary" disabled={add.isPending}>
          Add Instruction
        </Button>
      </form>
      <div className="mt-5">
        {instructions.isPending ? (
          <Spinner label="Loading the instructions…" />
        ) : instructions.isError ? (
          <ErrorBox message={BOT_TEXTS.loadInstructions} onRetry={() => void instructions.refetch()} />
        ) : own.length === 0 ? (
          <p className="text-muted">{BOT_TEXTS.noOwnDirectives}</p>
        ) : (
          <ul className="grid gap-3">
            {own.map((row) => (
              <DirectiveRow key={row.id} instruction={row} />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
