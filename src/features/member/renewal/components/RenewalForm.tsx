import { refusalMessage } from '@/api/refusalMessage';
import { PAYMENT_FAILED, PAYMENT_REFUSALS } from '@/domain/account/paymentRefusals';
import { useCreateCardPayment } from '@/api/create-card-payment';
import { Form } from '@/components/forms/Form';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useSchemaForm } from '@/components/forms/useSchemaForm';
import { CardPaymentsUnavailable } from '@/components/payments/CardPaymentsUnavailable';
import { goToHostedPaymentPage } from '@/api/goToHostedPaymentPage';
import { useConfig } from '@/config/ConfigContext';
import type { RenewalPaymentMethod } from '@/domain/account/accountSummary';
import { cardPaymentsAvailability } from '@/domain/account/cardPayments';
import type { RenewalPaymentFormValues, RenewalQuote } from '@/domain/account/renewal';
import { renewalPaymentSchema } from '@/domain/account/renewalSchemas';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { tierLabel } from '@/domain/membershipTiers';
import { pathTo } from '@/config/paths';
import type { useRenewByDirectDebit } from '../api/renew-by-direct-debit';

const failure = (error: Error) => refusalMessage(error, PAYMENT_REFUSALS, PAYMENT_FAILED);

export interface RenewalFormProps {
  membershipNumber: string;
  quote: RenewalQuote;
  renewByDirectDebit: ReturnType<typeof useRenewByDirectDebit>;
}

/** The renewal quote, and how to pay for it: by card now on the hosted page, or by the member's Direct Debit. */
export function RenewalForm({ membershipNumber, quote, renewByDirectDebit }: RenewalFormProps) {
  const config = useConfig();
  const availability = cardPaymentsAvailability(config);
  const byCard = useCreateCardPayment(membershipNumber);
  const methods: RenewalPaymentMethod[] = [
    ...(availability.available ? (['Card'] as const) : []),
    ...(quote.directDebitAvailable ? (['DirectDebit'] as const) : []),
  ];
  const form = useSchemaForm(renewalPaymentSchema(methods), {
    defaultValues: { paymentMethod: methods.length === 1 ? methods[0]! : '' } satisfies RenewalPaymentFormValues,
  });
  const chosen = form.watch('paymentMethod');
  const error = byCard.error ?? renewByDirectDebit.error;
  const isWorking = byCard.isPending || byCard.isSuccess || renewByDirectDebit.isPending;

  const submit = ({ paymentMethod }: RenewalPaymentFormValues) => {
    if (paymentMethod === 'DirectDebit') renewByDirectDebit.mutate();
    else
      byCard.mutate(
        { purpose: 'renewal', returnUrl: new URL(pathTo('renew'), window.location.origin).href },
        { onSuccess: (created) => goToHostedPaymentPage(config, created.sessionId) },
      );
  };

  return (
    <section className="card shadow-sm" aria-labelledby="renewal-quote-heading">
      <div className="card-body p-4">
        <h2 id="renewal-quote-heading" className="h5">
          Your renewal
        </h2>
        <dl className="row">
          <dt className="col-sm-4">Tier</dt>
          <dd className="col-sm-8">{tierLabel(quote.tier)}</dd>
          <dt className="col-sm-4">Price</dt>
          <dd className="col-sm-8">
            {formatMoney(quote.price)} for the year
            <div className="small text-body-secondary">
              {formatMoney(quote.net)} plus {formatMoney(quote.vat)} VAT
            </div>
          </dd>
          <dt className="col-sm-4">Membership period</dt>
          <dd className="col-sm-8">
            {formatDate(quote.periodStart)} to {formatDate(quote.periodEnd)}
          </dd>
        </dl>
        {methods.length === 0 ? (
          <CardPaymentsUnavailable availability={availability} action="renew" />
        ) : (
          <Form form={form} onSubmit={submit} aria-label="Renewal payment">
            {!availability.available && <CardPaymentsUnavailable availability={availability} action="renew by card" />}
            <RadioGroupField
              name="paymentMethod"
              label="How would you like to pay?"
              options={methods.map((method) =>
                method === 'Card'
                  ? { value: 'Card', label: `By debit or credit card now, ${formatMoney(quote.price)}` }
                  : { value: 'DirectDebit', label: `By Direct Debit from ${quote.directDebitAccount ?? 'your bank account'}` },
              )}
            />
            {error && (
              <div className="alert alert-danger" role="alert">
                <span className="fw-semibold">Your membership has not been renewed. </span>
                {failure(error)}
              </div>
            )}
            <SubmitButton isWorking={isWorking} workingLabel={chosen === 'DirectDebit' ? 'Renewing…' : 'Opening the payment page…'}>
              {chosen === 'DirectDebit' ? 'Renew by Direct Debit' : 'Continue to payment'}
            </SubmitButton>
          </Form>
        )}
      </div>
    </section>
  );
}
