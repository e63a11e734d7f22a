import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '@/domain/validation/email';
import { anyText } from '../arbitraries';

describe('email (spec §5: must contain @)', () => {
  it.each([
    { value: 'chef@example.co.uk', valid: true },
    { value: 'a@b', valid: true },
    { value: '@', valid: true },
    { value: 'chef.example.co.uk', valid: false },
    { value: 'chef at example.co.uk', valid: false },
    { value: '', valid: false },
    { value: undefined, valid: false },
    { value: null, valid: false },
  ])('$value → $valid', ({ value, valid }) => {
    expect(isValidEmail(value)).toBe(valid);
  });

  it('accepts every string containing @', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (local, domain) => isValidEmail(`${local}@${domain}`)));
  });

  it('rejects every string without @, and never throws', () => {
    fc.assert(
      fc.property(
        anyText().filter((value) => !value.includes('@')),
        (value) => !isValidEmail(value),
      ),
    );
  });
});
