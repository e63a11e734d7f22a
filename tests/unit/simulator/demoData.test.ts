import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/data/demoAccounts';
import { SUPPLIER } from '../../mocks/api/backend-reference/issuedInvoices';
import { createSimulatorStore } from '../../mocks/api/store';

// The demo data is what testers, trainers and inspectors see first: it must be data that could exist.

/**
 * A UK postcode of a shape Royal Mail issues: an outward code (A9, A99, AA9, AA99, A9A, AA9A, with the
 * letters each position may hold), a space, then a digit and two letters other than C, I, K, M, O and V.
 */
const UK_POSTCODE = /^([A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]) [0-9][ABD-HJLNP-UW-Z]{2}$/;

/**
 * HMRC's check on a 9-digit VAT registration number: the first seven digits weighted 8 down to 2, plus
 * the last two as a number, is a multiple of 97 (the older series), or is once 55 is added (the newer).
 */
function passesHmrcCheckDigits(vatNumber: string): boolean {
  const digits = vatNumber.replace(/^GB/i, '').replace(/\s/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  const weighted = [...digits.slice(0, 7)].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0) + Number(digits.slice(7));
  return weighted % 97 === 0 || (weighted + 55) % 97 === 0;
}

/** Every string held under a key the test names, anywhere in the store (objects, arrays, maps). */
function valuesUnder(value: unknown, keyPattern: RegExp, found: string[] = []): string[] {
  if (value instanceof Map) for (const item of value.values()) valuesUnder(item, keyPattern, found);
  else if (Array.isArray(value)) for (const item of value) valuesUnder(item, keyPattern, found);
  else if (value && typeof value === 'object' && !(value instanceof Uint8Array))
    for (const [key, item] of Object.entries(value)) {
      if (keyPattern.test(key) && typeof item === 'string') found.push(item);
      else valuesUnder(item, keyPattern, found);
    }
  return found;
}

describe('the demo data', () => {
  const store = createSimulatorStore();

  it('holds only postcodes of a shape that can exist', () => {
    const postcodes = [...valuesUnder(store, /^post[cC]ode$/), ...SUPPLIER.address.slice(-1)];
    expect(postcodes.length).toBeGreaterThan(40);
    expect(postcodes.filter((postcode) => !UK_POSTCODE.test(postcode))).toEqual([]);
  });

  it('holds only VAT numbers that pass HMRC’s check digits, the association’s own among them', () => {
    // Claims without a VAT number hold an empty one: only numbers given are checked.
    const vatNumbers = [...valuesUnder(store, /^vatNumber$/), SUPPLIER.vatNumber].filter((vatNumber): vatNumber is string => Boolean(vatNumber));
    expect(vatNumbers.length).toBeGreaterThan(3);
    expect(vatNumbers.filter((vatNumber) => !passesHmrcCheckDigits(vatNumber))).toEqual([]);
  });

  it('names on a member’s documents people of that business, never another demo member', () => {
    const ownerOf = new Map(DEMO_ACCOUNTS.filter((account) => account.membershipNumber).map((account) => [account.membershipNumber!, account.name]));
    for (const [membershipNumber, documents] of store.documents.documents) {
      const named = valuesUnder(documents, /^(name|assessorName|overallName|dayToDayName|firstAider)$/);
      const others = [...ownerOf].filter(([number]) => number !== membershipNumber).map(([, name]) => name);
      expect(named.filter((name) => others.includes(name)), `documents of ${membershipNumber}`).toEqual([]);
    }
    // The two members with documents each sign them themselves.
    expect(valuesUnder(store.documents.documents.get(DEMO_ACCOUNTS.find((account) => account.key === 'member-compliance-mix')!.membershipNumber!), /^name$/)).toContain(
      'Megan Whitaker',
    );
  });
});

describe('HMRC’s VAT check digits, as the test above applies them', () => {
  it.each([
    ['GB 204 6819 71', true],
    ['GB 204 6819 31', false],
    ['246813551', true],
    ['123456789', false],
    ['12345678', false],
  ])('%s passes: %s', (vatNumber, passes) => {
    expect(passesHmrcCheckDigits(vatNumber)).toBe(passes);
  });
});
