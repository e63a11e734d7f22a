// TEST DOUBLE, never shipped: the card numbers the hosted payment page stand-in understands. No real card
// number works on it, and it never sees one: these are the numbers card providers publish for testing
// (Stripe's, whose 4000 0027 6000 3184 always asks for 3-D Secure authentication and whose 4000 0000 0000 5126
// pays but cannot be refunded to).
import type { GatewayOutcome } from '../api/backend-reference/cardPayments.ts';

export interface TestCard {
  number: string;
  /** What happens once the card details are taken (after the challenge is completed, for a challenged card). */
  outcome: GatewayOutcome;
  /** The card's issuer asks for 3-D Secure authentication first: the stand-in shows the challenge. */
  challenge?: boolean;
  /** A refund to this card first succeeds, then fails (Stripe's `refund.failed` after the card was closed). */
  refundFails?: boolean;
  /** What the stand-in's page says the number does. */
  meaning: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded', meaning: 'The payment succeeds.' },
  { number: '4000 0000 0000 0002', outcome: 'declined', meaning: 'The card provider declines the payment.' },
  { number: '4000 0000 0000 0101', outcome: 'abandoned', meaning: 'The payer gives up: nothing is taken.' },
  {
    number: '4000 0027 6000 3184',
    outcome: 'succeeded',
    challenge: true,
    meaning: 'Asks for 3-D Secure authentication: completing it pays, failing it declines the payment.',
  },
  {
    number: '4000 0000 0000 5126',
    outcome: 'succeeded',
    refundFails: true,
    meaning: 'The payment succeeds, but a refund to the card later fails (the card was closed).',
  },
];

const digitsOf = (typed: string) => typed.replace(/[\s-]/g, '');

/** The test card a typed number is (spaces and dashes ignored), or undefined for any other number. */
export function testCardOf(typed: string): TestCard | undefined {
  const digits = digitsOf(typed);
  return TEST_CARDS.find((card) => digitsOf(card.number) === digits);
}

/** The card schemes by first digit, as providers name them. */
const BRANDS: Record<string, string> = { '3': 'American Express', '4': 'Visa', '5': 'Mastercard' };

/** What the provider reports of a card: its brand and last four digits, never the number. */
export function cardReportOf(typed: string): { brand: string; last4: string } {
  const digits = digitsOf(typed);
  return { brand: BRANDS[digits[0] ?? ''] ?? 'Card', last4: digits.slice(-4) };
}
