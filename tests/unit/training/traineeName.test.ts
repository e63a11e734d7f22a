import { describe, expect, it } from 'vitest';
import { byTraineeName } from '@/domain/training/trainee';

const sorted = (names: [string, string][]) =>
  names
    .map(([firstName, lastName]) => ({ firstName, lastName }))
    .sort(byTraineeName)
    .map(({ firstName, lastName }) => `${firstName} ${lastName}`);

describe('byTraineeName', () => {
  it.each<[string, [string, string][], string[]]>([
    ['by last name first', [['Amy', 'Zane'], ['Zoe', 'Adams']], ['Zoe Adams', 'Amy Zane']],
    ['then by first name', [['Ben', 'Carter'], ['Alice', 'Carter']], ['Alice Carter', 'Ben Carter']],
    ['numbers inside names in their numbers’ order', [['Ben', 'Carter 10'], ['Ben', 'Carter 2'], ['Ben', 'Carter']], ['Ben Carter', 'Ben Carter 2', 'Ben Carter 10']],
  ])('%s', (_, names, expected) => {
    expect(sorted(names)).toEqual(expected);
  });
});
