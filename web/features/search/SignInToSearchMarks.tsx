import { LogIn } from 'lucide-react';
import { Link } from '../../app/routing';
import { Button } from '../../ui/Button';
import { useLoginDialog } from '../auth/loginDialogContext';

/** The server's message to a visitor (server/errors.ts `signInToSearchMarks`), said here in the results. */
export const SIGN_IN_TO_SEARCH_MARKS = 'Sign in to search your own notes, tags, highlights and bookmarks';

/**
 * What a visitor sees for a search of their own marks (`tag:sermon`, decision 333): a notice with the way to
 * sign in, in place of a failure. Signing in in the dialog asks again (the search is kept under the reader).
 */
export function SignInToSearchMarks() {
  const { openLogin } = useLoginDialog();
  return (
    <section
      aria-labelledby="sign-in-to-search-marks"
      className="mt-6 flex items-start gap-3 rounded-lg border border-parchment-dark bg-white p-6 text-ink"
    >
      <LogIn aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <h2 id="sign-in-to-search-marks" className="text-lg font-semibold">
          {SIGN_IN_TO_SEARCH_MARKS}
        </h2>
        <p className="mt-1 text-muted">
          <code>note:</code>, <code>tag:</code>, <code>highlight:</code> and <code>bookmark:</code> search the
          marks kept with your account. Words and references are searched for everyone:{' '}
          <Link className="font-medium text-brand-700 underline" to="/search-help">
            how to search
          </Link>
          .
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => openLogin('login')}>
            Sign in
          </Button>
          <Button size="sm" variant="outline" onClick={() => openLogin('signup')}>
            Create an account
          </Button>
        </div>
      </div>
    </section>
  );
}
