import { describe, expect, it } from 'vitest';
import { mostUrgentProgramme, nextStepFor } from '@/domain/rewards/nextStep';
import type { MemberScheme } from '@/domain/rewards/memberScheme';
import { PROGRAMMES } from '@/domain/rewards/programmes';

describe('nextStepFor', () => {
  it.each([
    ['NotSignedUp', 'calor', 'sign-up'],
    ['NotSignedUp', 'biopak', 'sign-up'],
    ['Pending', 'calor', 'see-application'],
    ['Pending', 'nisbets', 'see-application'],
    ['Rejected', 'calor', 're-apply'],
    ['Rejected', 'nisbets', 're-apply'],
    ['SignedUp', 'calor', 'make-claim'],
    ['SignedUp', 'biopak', 'see-cashback'],
    ['SignedUp', 'booker', 'see-cashback'],
  ] as const)('%s on %s → %s', (status, schemeType, step) => {
    expect(nextStepFor(status, PROGRAMMES[schemeType])).toBe(step);
  });
});

describe('mostUrgentProgramme (the dashboard card’s one suggestion)', () => {
  it.each([
    {
      case: 'a rejection comes first',
      schemes: [
        { schemeType: 'calor', status: 'SignedUp' },
        { schemeType: 'biopak', status: 'NotSignedUp' },
        { schemeType: 'nisbets', status: 'Rejected' },
      ],
      expected: 'nisbets',
    },
    {
      case: 'then a Calor claim',
      schemes: [
        { schemeType: 'calor', status: 'SignedUp' },
        { schemeType: 'biopak', status: 'NotSignedUp' },
      ],
      expected: 'calor',
    },
    {
      case: 'then a programme to join',
      schemes: [
        { schemeType: 'calor', status: 'Pending' },
        { schemeType: 'biopak', status: 'SignedUp' },
        { schemeType: 'nisbets', status: 'NotSignedUp' },
      ],
      expected: 'nisbets',
    },
    {
      case: 'nothing when all is in hand',
      schemes: [
        { schemeType: 'calor', status: 'Pending' },
        { schemeType: 'biopak', status: 'SignedUp' },
      ],
      expected: undefined,
    },
  ] as { case: string; schemes: Pick<MemberScheme, 'schemeType' | 'status'>[]; expected?: string }[])('$case', ({ schemes, expected }) => {
    expect(mostUrgentProgramme(schemes)?.schemeType).toBe(expected);
  });
});
