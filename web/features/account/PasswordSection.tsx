import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authToasts } from '../auth/authMessages';
import { ChangePasswordForm } from '../auth/ChangePasswordForm';
import { toast } from '../../ui/toast/toastStore';
import { SESSIONS_QUERY_KEY } from './useAccount';

/** Change password (the current one required); the server signs out every other session. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  // A new key after a change empties the form.
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="account-password" className="grid gap-4">
      <h2 id="account-password" className="font-serif text-xl font-bold text-brand-800">
        Password
      </h2>
      <p className="text-sm text-muted">Changing your password signs out your other sessions.</p>
      <div className="max-w-md">
        <ChangePasswordForm
          key={round}
          onChanged={() => {
            toast(authToasts.passwordChanged());
            setRound((value) => value + 1);
            void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
          }}
        />
      </div>
    </section>
  );
}
