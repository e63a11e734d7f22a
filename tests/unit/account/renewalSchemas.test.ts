import { describe, expect, it } from 'vitest';
import { ValidationError, type ObjectSchema } from 'yup';
import {
  COMMENTS_TOO_LONG_MESSAGE,
  NO_PLAN_TO_RENEW_COMMENTS_MESSAGE,
  NO_PLAN_TO_RENEW_REASON_MESSAGE,
  PLAN_TO_RENEW_METHOD_MESSAGE,
  PLAN_TO_RENEW_TIER_MESSAGE,
  RENEWAL_PAYMENT_METHOD_MESSAGE,
  toNoPlanToRenewRequest,
  toPlanToRenewRequest,
} from '@/domain/account/renewal';
import { noPlanToRenewSchema, planToRenewSchema, renewalPaymentSchema } from '@/domain/account/renewalSchemas';

async function errorsOf<T extends object>(schema: ObjectSchema<T>, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('plan to renew', () => {
  it.each([
    { values: { tier: '3', paymentMethod: 'Card' }, errors: {} },
    { values: { tier: '', paymentMethod: 'DirectDebit' }, errors: { tier: PLAN_TO_RENEW_TIER_MESSAGE } },
    { values: { tier: '5', paymentMethod: 'Card' }, errors: { tier: PLAN_TO_RENEW_TIER_MESSAGE } },
    { values: { tier: '1', paymentMethod: '' }, errors: { paymentMethod: PLAN_TO_RENEW_METHOD_MESSAGE } },
    { values: { tier: '1', paymentMethod: 'Cheque' }, errors: { paymentMethod: PLAN_TO_RENEW_METHOD_MESSAGE } },
  ])('$values → $errors', async ({ values, errors }) => {
    expect(await errorsOf(planToRenewSchema, values)).toEqual(errors);
  });

  it('sends the tier as its number', () => {
    expect(toPlanToRenewRequest({ tier: '3', paymentMethod: 'DirectDebit' })).toEqual({ tier: 3, paymentMethod: 'DirectDebit' });
  });
});

describe('no plan to renew', () => {
  it.each([
    { values: { reason: 'TooExpensive', comments: '' }, errors: {} },
    { values: { reason: '', comments: '' }, errors: { reason: NO_PLAN_TO_RENEW_REASON_MESSAGE } },
    { values: { reason: 'Other', comments: '   ' }, errors: { comments: NO_PLAN_TO_RENEW_COMMENTS_MESSAGE } },
    { values: { reason: 'Other', comments: 'Retiring' }, errors: {} },
    { values: { reason: 'ClosingBusiness', comments: 'x'.repeat(1001) }, errors: { comments: COMMENTS_TOO_LONG_MESSAGE } },
    { values: { reason: 'ClosingBusiness', comments: 'x'.repeat(1000) }, errors: {} },
  ])('$values.reason with $values.comments.length characters → $errors', async ({ values, errors }) => {
    expect(await errorsOf(noPlanToRenewSchema, values)).toEqual(errors);
  });

  it('sends empty comments as null, others trimmed', () => {
    expect(toNoPlanToRenewRequest({ reason: 'TooExpensive', comments: '  ' })).toEqual({ reason: 'TooExpensive', comments: null });
    expect(toNoPlanToRenewRequest({ reason: 'Other', comments: ' Retiring ' })).toEqual({ reason: 'Other', comments: 'Retiring' });
  });
});

describe('renewal payment', () => {
  it.each([
    { available: ['Card', 'DirectDebit'] as const, chosen: 'DirectDebit', error: undefined },
    { available: ['Card'] as const, chosen: 'DirectDebit', error: RENEWAL_PAYMENT_METHOD_MESSAGE },
    { available: ['Card'] as const, chosen: '', error: RENEWAL_PAYMENT_METHOD_MESSAGE },
  ])('with $available open, choosing "$chosen": $error', async ({ available, chosen, error }) => {
    expect((await errorsOf(renewalPaymentSchema(available), { paymentMethod: chosen })).paymentMethod).toBe(error);
  });
});
