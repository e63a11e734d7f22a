// TEST DOUBLE, never shipped: the card numbers the hosted payment page stand-in understands. No real card
// number works on it, and it never sees one: these are the numbers card providers publish for testing.
import type { GatewayOutcome } from '../api/rules/cardPayments.ts';

export interface TestCard {
  number: string;
  outcome: GatewayOutcome;
  /** What the stand-in's page says the number does. */
  meaning: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded', meaning: 'The payment succeeds.' },
  { number: '4000 0000 0000 0002', outcome: 'declined', meaning: 'The card provider declines the payment.' },
  { number: '4000 0000 0000 0101', outcome: 'abandoned', meaning: 'The payer gives up: nothing is taken.' },
];

/** The outcome a typed card number stands for (spaces and dashes ignored), or undefined for any other number. */
export function testCardOutcome(typed: string): GatewayOutcome | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number.replace(/\s/g, '') === digits)?.outcome;
}
