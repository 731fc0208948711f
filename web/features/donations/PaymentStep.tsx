import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { ArrowLeft, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast/toastStore';
import { donationToasts } from './donationMessages';

/** Stripe.js, loaded once per publishable key and only when a donor reaches the payment step. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

interface PaymentStepProps {
  publishableKey: string;
  clientSecret: string;
  /** "One-time gift of $25" or "Monthly support of $25/month". */
  summary: string;
  payLabel: string;
  monthly: boolean;
  onBack: () => void;
  onPaid: () => void;
}

function PaymentForm({
  payLabel,
  monthly,
  onBack,
  onPaid,
}: Omit<PaymentStepProps, 'publishableKey' | 'clientSecret' | 'summary'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setFailure(undefined);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/support?success=true` },
      // Cards finish here; payment methods that need a redirect come back to /support?success=true.
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error) {
      setFailure(result.error.message);
      toast(donationToasts.paymentFailed(result.error.message));
      return;
    }
    toast(donationToasts.thankYou(monthly));
    onPaid();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5">
      {!ready ? <Spinner label="Loading the secure card form…" /> : null}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      {failure ? (
        <div role="alert" className="rounded-md border border-danger-600/40 bg-white p-3">
          <p className="font-semibold text-danger-600">Payment Failed</p>
          <p className="text-ink">{failure}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <Button type="submit" disabled={!stripe || !ready || busy}>
          <Lock aria-hidden="true" className="size-4" />
          {busy ? 'Processing…' : payLabel}
        </Button>
      </div>
    </form>
  );
}

/** The secure payment step: Stripe's Payment Element for the gift's client secret, Back and Pay. */
export function PaymentStep({ publishableKey, clientSecret, summary, ...form }: PaymentStepProps) {
  return (
    <section aria-labelledby="payment-heading" className="grid gap-4">
      <div>
        <h2
          id="payment-heading"
          className="flex items-center gap-2 font-serif text-2xl font-bold text-brand-800"
        >
          <Lock aria-hidden="true" className="size-5" />
          Secure Payment
        </h2>
        <p className="mt-1 text-muted">{summary}. Card details go straight to Stripe, never to this site.</p>
      </div>
      <Elements
        stripe={stripeFor(publishableKey)}
        options={{
          clientSecret,
          appearance: { theme: 'stripe', variables: { colorPrimary: '#1e3a5f', borderRadius: '6px' } },
        }}
      >
        <PaymentForm {...form} />
      </Elements>
    </section>
  );
}
