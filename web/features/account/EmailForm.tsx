import { useRef, useState, type FormEvent } from 'react';
import type { Account } from '../../../core/api/account';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toastStore';
import { accountToasts } from './accountMessages';
import { emailError } from './emailValidation';
import { useSetEmail } from './useAccount';

/** Add or change the email address: it waits as pending until the link mailed to it is opened. */
export function EmailForm({ account }: { account: Account }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSetEmail();
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (found) {
      input.current?.focus();
      return;
    }
    const address = email.trim();
    save.mutateAsync(address).then(
      () => {
        toast(accountToasts.emailSent(address));
        setEmail('');
      },
      (failure: unknown) => {
        setError(failure instanceof Error ? failure.message : 'The address could not be saved');
        input.current?.focus();
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid max-w-md gap-3" aria-label="Email address">
      <TextField
        ref={input}
        label={account.email ? 'New email address' : 'Email address'}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <p className="text-sm text-muted">
        We email a confirmation link to the address; nothing else is sent to it until you open the link.
      </p>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Sending...' : account.email ? 'Change address' : 'Add address'}
        </Button>
      </div>
    </form>
  );
}
