import { addMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { DOCUMENT_DEFINITIONS } from '@/domain/documents/documentDefinitions';
import { SIGN_MESSAGES, signDefaults, signSchema, toSignRequest, type SignFormValues } from '@/domain/documents/signSchema';

const TODAY = new Date(2025, 5, 15, 10, 0);
const fire = DOCUMENT_DEFINITIONS.fireSafetyRiskAssessment;
const policy = DOCUMENT_DEFINITIONS.healthAndSafetyPolicy;
const valid: SignFormValues = { name: 'Ruth Evans', role: 'Owner', signedOn: new Date(2025, 5, 15), reviewDate: new Date(2026, 5, 15), declaration: false };

const errors = (values: SignFormValues, definition = fire) => {
  try {
    signSchema(definition, TODAY).validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

describe('complete and sign', () => {
  it('defaults to signing today with a review date 12 months on', () => {
    const defaults = signDefaults(TODAY);
    expect(defaults.signedOn).toEqual(new Date(2025, 5, 15));
    expect(defaults.reviewDate).toEqual(addMonths(new Date(2025, 5, 15), 12));
  });

  it.each([
    { what: 'a complete signature', change: {}, messages: [] },
    { what: 'no name', change: { name: ' ' }, messages: [SIGN_MESSAGES.name] },
    { what: 'no role', change: { role: '' }, messages: [SIGN_MESSAGES.role] },
    { what: 'signed tomorrow', change: { signedOn: new Date(2025, 5, 16), reviewDate: new Date(2026, 5, 1) }, messages: [SIGN_MESSAGES.signedOnFuture] },
    { what: 'review on the day signed', change: { reviewDate: new Date(2025, 5, 15) }, messages: [SIGN_MESSAGES.reviewAfterSigning] },
    { what: 'review the day after signing', change: { reviewDate: new Date(2025, 5, 16) }, messages: [] },
    { what: 'review exactly 12 months on', change: { reviewDate: new Date(2026, 5, 15) }, messages: [] },
    { what: 'review 12 months and a day on', change: { reviewDate: new Date(2026, 5, 16) }, messages: [SIGN_MESSAGES.reviewWithinPeriod] },
    { what: 'no review date', change: { reviewDate: null }, messages: [SIGN_MESSAGES.reviewDate] },
  ])('$what', ({ change, messages }) => {
    expect(errors({ ...valid, ...change })).toEqual(messages);
  });

  it('has the policy signed by the most senior person', () => {
    expect(errors(valid, policy)).toEqual([policy.signing.declaration!.message]);
    expect(errors({ ...valid, declaration: true }, policy)).toEqual([]);
  });

  it('sends the dates as yyyy-MM-dd, with the declaration only for the policy', () => {
    expect(toSignRequest(fire, valid)).toEqual({ signature: { name: 'Ruth Evans', role: 'Owner', signedOn: '2025-06-15' }, reviewDate: '2026-06-15' });
    expect(toSignRequest(policy, { ...valid, declaration: true }).signature.seniorPersonConfirmed).toBe(true);
  });
});
