import { CheckCircle2, HeartHandshake } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '../app/routing';
import type { DonationSetupResponse } from '../../core/api/donations';
import {
  checkDonationAmount,
  chosenAmount,
  formatDollars,
  type DonationType,
} from '../../core/donations/amounts';
import { serverMessage } from '../api/client';
import { ContactDetails, hasContact } from '../features/about/ContactDetails';
import { usePageUser } from '../features/auth/usePageUser';
import { useSite } from '../features/site/useSite';
import { AmountPicker } from '../features/donations/AmountPicker';
import { donationToasts, intentFailureText } from '../features/donations/donationMessages';
import { useCreatePaymentIntent, useDonationSetup } from '../features/donations/donationsApi';
import { PaymentStep } from '../features/donations/PaymentStep';
import { ErrorBox } from '../ui/ErrorBox';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';
import { TextField } from '../ui/TextField';
import { toast } from '../ui/toast/toastStore';

const card = 'rounded-xl border border-parchment-dark bg-white p-4 shadow-sm sm:p-6';

function SuccessBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-success-700/50 bg-white p-4"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success-700" />
      <div className="grid gap-1">
        <p className="font-serif text-xl font-bold text-success-700">Thank You!</p>
        <p className="text-ink">
          Your gift has been received. Thank you for supporting this ministry and keeping it free for every
          reader. When you gave an email address, your receipt is on its way.
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className="justify-self-start font-medium text-brand-700 underline underline-offset-2"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}

function NotSetUp({ otherWays }: { otherWays: string }) {
  const { data: site } = useSite();
  return (
    <div className={card} id="other-ways">
      <h2 className="font-serif text-2xl font-bold text-brand-800">Online giving is not set up yet</h2>
      <p className="mt-2 text-ink">
        This site cannot take card payments yet: its administrators have not connected a payment provider.
      </p>
      {otherWays ? <p className="mt-3 text-ink">{otherWays}</p> : null}
      {site && hasContact(site.contact) ? (
        <ContactDetails contact={site.contact} showOtherWays={false} />
      ) : (
        <p className="mt-3 text-muted">
          The administrators have not published a postal address or an email address yet.
        </p>
      )}
    </div>
  );
}

/** Below the gift form: how else to give, with the published address and email. */
function OtherWays({ otherWays }: { otherWays: string }) {
  const { data: site } = useSite();
  return (
    <div className="text-sm text-muted">
      {otherWays ? <p>{otherWays}</p> : null}
      {site && hasContact(site.contact) ? (
        <ContactDetails contact={site.contact} showOtherWays={false} />
      ) : null}
    </div>
  );
}

/** A random id (crypto.randomUUID needs a secure context; a site served over plain HTTP has none). */
function newAttemptId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

interface Started {
  clientSecret: string;
  type: DonationType;
  cents: number;
}

function GiftForm({ setup, onPaid }: { setup: DonationSetupResponse; onPaid: () => void }) {
  const { data: user } = usePageUser();
  const [type, setType] = useState<DonationType>('one-time');
  const [preset, setPreset] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const [email, setEmail] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [started, setStarted] = useState<Started>();
  const create = useCreatePaymentIntent();
  // One id per attempt: a double click or a retried request makes no second payment.
  const attempt = useRef<string>(undefined);

  const amount = chosenAmount(preset, custom);
  const monthly = type === 'monthly';

  function changeType(value: string) {
    setType(value === 'monthly' ? 'monthly' : 'one-time');
    setPreset(null);
    setCustom('');
    setAmountError(undefined);
  }

  function proceed(event: FormEvent) {
    event.preventDefault();
    const checked = checkDonationAmount(preset ?? custom);
    if (!checked.ok) {
      setAmountError(checked.message.replace(/^amount/, 'The amount'));
      return;
    }
    setFailure(undefined);
    attempt.current ??= newAttemptId();
    create.mutate(
      {
        amount: checked.cents / 100,
        type,
        attemptId: attempt.current,
        ...(email.trim() ? { email: email.trim() } : {}),
      },
      {
        onSuccess: ({ clientSecret }) => setStarted({ clientSecret, type, cents: checked.cents }),
        onError: (error) => {
          const message = serverMessage(error);
          setFailure(intentFailureText(message));
          toast(donationToasts.intentFailed(message ?? ''));
        },
      },
    );
  }

  if (started && setup.publishableKey) {
    const dollars = formatDollars(started.cents);
    const isMonthly = started.type === 'monthly';
    return (
      <div className={card}>
        <PaymentStep
          publishableKey={setup.publishableKey}
          clientSecret={started.clientSecret}
          summary={isMonthly ? `Monthly support of ${dollars}/month` : `One-time gift of ${dollars}`}
          payLabel={isMonthly ? `Give ${dollars} monthly` : `Give ${dollars}`}
          monthly={isMonthly}
          onBack={() => {
            setStarted(undefined);
            attempt.current = undefined;
          }}
          onPaid={onPaid}
        />
      </div>
    );
  }

  const choose = (
    <AmountPicker
      type={type}
      presets={setup.presets[type]}
      preset={preset}
      custom={custom}
      limits={setup.limits}
      currency={setup.currency}
      onPreset={(value) => {
        setPreset(value);
        setCustom('');
        setAmountError(undefined);
        attempt.current = undefined;
      }}
      onCustom={(value) => {
        setCustom(value);
        setPreset(null);
        setAmountError(undefined);
        attempt.current = undefined;
      }}
      error={amountError}
    />
  );

  return (
    <form onSubmit={proceed} className={`${card} grid gap-6`} noValidate>
      <Tabs value={type} onValueChange={changeType}>
        <TabsList aria-label="Kind of gift">
          <TabsTrigger value="one-time">One-Time Gift</TabsTrigger>
          <TabsTrigger value="monthly">Monthly Support</TabsTrigger>
        </TabsList>
        <TabsContent value="one-time" className="mt-6">
          {type === 'one-time' ? choose : null}
        </TabsContent>
        <TabsContent value="monthly" className="mt-6">
          {type === 'monthly' ? choose : null}
        </TabsContent>
      </Tabs>
      <TextField
        label={
          user
            ? 'Email for your receipt (optional: your confirmed address otherwise)'
            : 'Email for your receipt (optional)'
        }
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {failure ? <ErrorBox message={failure} /> : null}
      <div>
        <Button type="submit" size="lg" disabled={amount <= 0 || create.isPending}>
          {create.isPending
            ? 'Preparing…'
            : amount > 0
              ? `Continue to Payment (${formatDollars(Math.round(amount * 100))}${monthly ? '/month' : ''})`
              : 'Continue to Payment'}
        </Button>
      </div>
    </form>
  );
}

/** /support: one-time and monthly gifts through Stripe (issue 20). */
export default function SupportPage() {
  const setup = useDonationSetup();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const success = params.get('success') === 'true';
  // A new form after each gift: the amounts and the payment step start over.
  const [round, setRound] = useState(0);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <div>
        <h1 className="flex items-center gap-3 font-serif text-3xl font-bold text-brand-800 sm:text-4xl">
          <HeartHandshake aria-hidden="true" className="size-8 shrink-0" />
          Support This Ministry
        </h1>
        <p className="mt-3 text-lg text-muted">
          One-time gifts and monthly support keep this site free for every reader, without advertising that
          follows you.
        </p>
      </div>
      {success ? <SuccessBanner onDismiss={() => setParams({}, { replace: true })} /> : null}
      {setup.isPending ? <Spinner label="Loading…" /> : null}
      {setup.isError ? (
        <ErrorBox message="The support page could not be loaded." onRetry={() => void setup.refetch()} />
      ) : null}
      {setup.data && !setup.data.enabled ? <NotSetUp otherWays={setup.data.otherWays} /> : null}
      {setup.data?.enabled ? (
        <>
          <GiftForm
            key={round}
            setup={setup.data}
            onPaid={() => {
              setRound((value) => value + 1);
              void navigate('/support?success=true');
              window.scrollTo({ top: 0 });
            }}
          />
          <OtherWays otherWays={setup.data.otherWays} />
        </>
      ) : null}
    </div>
  );
}
