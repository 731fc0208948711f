import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { accountCalls } from '../../../core/api/account.requests';
import { urlOf } from '../../api/client';
import { useNavigate } from '../../app/routing';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toastStore';
import { accountToasts } from './accountMessages';
import { useDeleteAccount } from './useAccount';

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setError('Password is required');
      return;
    }
    setError(undefined);
    remove.mutateAsync(password).then(
      () => {
        toast(accountToasts.accountDeleted());
        onOpenChange(false);
        void navigate('/', { replace: true });
      },
      (failure: unknown) =>
        setError(failure instanceof Error ? failure.message : 'Deleting the account failed'),
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword('');
          setError(undefined);
        }
        onOpenChange(next);
      }}
      title="Delete your account?"
      description="Your account, notes, preferences, history and sessions are deleted for good. This cannot be undone."
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Delete your account">
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account for good'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** "Download my data" (the JSON export) and "Delete my account" (password and a confirmation dialog). */
export function DataSection() {
  const [deleting, setDeleting] = useState(false);
  return (
    <section aria-labelledby="account-data" className="grid gap-4">
      <h2 id="account-data" className="font-serif text-xl font-bold text-brand-800">
        Your data
      </h2>
      <div className="grid gap-2">
        <p className="text-sm text-muted">A JSON file of everything the site keeps about you.</p>
        <div>
          {/* A plain link: the server answers with an attachment, so the browser saves it. */}
          <a href={urlOf(accountCalls.export)} download className={buttonClasses('outline')}>
            <Download aria-hidden="true" className="size-4" />
            Download my data
          </a>
        </div>
      </div>
      <div className="grid gap-2 border-t border-parchment-dark pt-4">
        <p className="text-sm text-muted">
          Deleting your account removes it and everything linked to it. You will need your password.
        </p>
        <div>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Delete my account
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </section>
  );
}
