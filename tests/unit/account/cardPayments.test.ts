import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_POLL_TIMEOUT_MS,
  cardPaymentOutcome,
  cardPaymentsAvailability,
  hasCardPaymentPollTimedOut,
  hostedPaymentPageUrl,
  shouldPollCardPayment,
} from '@/domain/account/cardPayments';

describe('card payment outcome', () => {
  it.each([
    { status: 'Raised', outcome: 'waiting' },
    { status: undefined, outcome: 'waiting' },
    { status: 'Successful', outcome: 'succeeded' },
    { status: 'Unsuccessful', outcome: 'declined' },
    { status: 'Not Completed', outcome: 'abandoned' },
  ])('$status → $outcome', ({ status, outcome }) => {
    expect(cardPaymentOutcome(status)).toBe(outcome);
  });
});

describe('polling for the outcome, until it is known or the timeout', () => {
  const start = 1_000_000;
  it.each([
    { status: 'Raised', after: 0, poll: true, timedOut: false },
    { status: 'Raised', after: CARD_PAYMENT_POLL_TIMEOUT_MS - 1, poll: true, timedOut: false },
    { status: 'Raised', after: CARD_PAYMENT_POLL_TIMEOUT_MS, poll: false, timedOut: true },
    { status: 'Successful', after: 10, poll: false, timedOut: false },
    { status: 'Unsuccessful', after: CARD_PAYMENT_POLL_TIMEOUT_MS * 2, poll: false, timedOut: false },
  ])('$status answered $after ms in: poll $poll, timed out $timedOut', ({ status, after, poll, timedOut }) => {
    expect(shouldPollCardPayment(status, start, start + after)).toBe(poll);
    expect(hasCardPaymentPollTimedOut(status, start, start + after)).toBe(timedOut);
  });

  it('has not timed out before the first answer', () => {
    expect(hasCardPaymentPollTimedOut(undefined, start, 0)).toBe(false);
  });
});

describe('the hosted payment page address', () => {
  it('adds the session, and the card payment key when one is configured', () => {
    expect(hostedPaymentPageUrl('https://pay.example/hosted', 'abc-123')).toBe('https://pay.example/hosted?session=abc-123');
    expect(hostedPaymentPageUrl('https://pay.example/hosted?merchant=larder', 'abc', 'pk_live_1')).toBe(
      'https://pay.example/hosted?merchant=larder&session=abc&key=pk_live_1',
    );
  });
});

describe('card payments available', () => {
  it.each([
    { paymentsDisabled: false, paymentsGatewayUrl: 'https://pay.example', availability: { available: true } },
    { paymentsDisabled: true, paymentsGatewayUrl: 'https://pay.example', availability: { available: false, reason: 'disabled' } },
    { paymentsDisabled: false, paymentsGatewayUrl: undefined, availability: { available: false, reason: 'not-configured' } },
  ])('disabled $paymentsDisabled, gateway $paymentsGatewayUrl', ({ availability, ...config }) => {
    expect(cardPaymentsAvailability(config)).toEqual(availability);
  });
});
