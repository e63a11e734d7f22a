import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/domain/format/percent';
import { dealLine, normaliseSupplierAccountNumber, PROGRAMMES } from '@/domain/rewards/programmes';
import { SCHEME_TYPES } from '@/domain/rewards/schemes';
import { nextStepPath, PROGRAMME_PATHS } from '@/config/programmePaths';
import { isProgrammeOpenTo, isProgrammeWorkInProgress } from '@/domain/rewards/programmes';
import { routeRow } from '@/router/routeTable';

describe('cashback rates in the §9 percent format (at most one decimal)', () => {
  it.each([
    { rate: 10, shown: '10%' },
    { rate: 3, shown: '3%' },
    { rate: 2.5, shown: '2.5%' },
    { rate: 1.5, shown: '1.5%' },
    { rate: 1.25, shown: '1.3%' },
    { rate: 1.24, shown: '1.2%' },
    { rate: 0.75, shown: '0.8%' },
    { rate: 12.345, shown: '12.3%' },
    { rate: 4.0001, shown: '4%' },
  ])('a rate of $rate shows as $shown, in the deal line too', ({ rate, shown }) => {
    expect(formatPercent(rate)).toBe(shown);
    expect(dealLine(PROGRAMMES.biopak, rate)).toBe(`${shown} cashback on BioPak compostable packaging, paid on what BioPak reports you bought each quarter`);
  });

  it.each([
    ['calor', 10, '10% cashback on Calor gas cylinders, claimed with your receipts'],
    ['nisbets', 3, '3% cashback on Nisbets catering equipment, paid on what Nisbets reports you bought each half-year'],
    ['booker', 1.5, '1.5% cashback on your Booker wholesale shopping, paid on what Booker reports you bought each quarter'],
  ] as const)('%s at %s%%: "%s"', (schemeType, rate, line) => {
    expect(dealLine(PROGRAMMES[schemeType], rate)).toBe(line);
  });
});

describe('supplier account numbers', () => {
  it('are kept upper case without spaces', () => {
    expect(normaliseSupplierAccountNumber(' bp 204 417 ')).toBe('BP204417');
  });
});

describe('programmes members can use: read from the route table’s work-in-progress flag', () => {
  const member = ['larderMember'];
  it.each([
    ['calor', member, true],
    ['biopak', member, true],
    ['nisbets', member, true],
    ['booker', member, false],
    ['booker', ['accountManager'], false],
    ['booker', ['developer'], true],
  ] as const)('%s for %j: %s', (schemeType, roles, open) => {
    expect(isProgrammeOpenTo(schemeType, roles)).toBe(open);
  });

  it('agrees with the rows: a programme is closed exactly when one of its pages is work-in-progress', () => {
    for (const schemeType of SCHEME_TYPES) {
      const flagged = [PROGRAMME_PATHS[schemeType].signup, PROGRAMME_PATHS[schemeType].deal].some((id) =>
        ((routeRow(id) as { flags?: readonly string[] }).flags ?? []).includes('work-in-progress'),
      );
      expect(isProgrammeOpenTo(schemeType, member)).toBe(!flagged);
      expect(isProgrammeWorkInProgress(schemeType)).toBe(flagged);
    }
  });
});

describe('where the next step goes', () => {
  it.each([
    ['calor', 'sign-up', 'calorSignup'],
    ['calor', 're-apply', 'calorSignup'],
    ['calor', 'make-claim', 'calorClaimForm'],
    ['biopak', 'sign-up', 'bioPakSignup'],
    ['biopak', 'see-application', 'bioPakSignup'],
    ['nisbets', 're-apply', 'nisbetsSignup'],
    ['nisbets', 'see-cashback', 'nisbetsCashbackDeal'],
    ['booker', 'see-cashback', 'bookerCashbackDeal'],
  ] as const)('%s, %s → %s', (schemeType, step, routeId) => {
    expect(nextStepPath(schemeType, step)).toBe(routeId);
  });
});
