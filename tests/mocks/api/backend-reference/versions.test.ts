import { describe, expect, it } from 'vitest';
import { etagOf, ifMatchHolds } from './versions';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('representation versions', () => {
  it('gives the same bytes the same ETag, and any change a new one', () => {
    expect(etagOf(bytes('{"name":"Harbour Café"}'))).toBe(etagOf(bytes('{"name":"Harbour Café"}')));
    expect(etagOf(bytes('{"name":"Harbour Cafe"}'))).not.toBe(etagOf(bytes('{"name":"Harbour Café"}')));
    expect(etagOf(bytes('x'))).toMatch(/^"[\w-]{22}"$/);
  });

  it.each([
    ['"abc"', '"abc"', true],
    ['"abc"', '"abd"', false],
    ['*', '"abc"', true],
    ['"old", "abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['', '"abc"', false],
  ])('If-Match %s against %s: %s', (ifMatch, current, holds) => {
    expect(ifMatchHolds(ifMatch, current)).toBe(holds);
  });
});
