import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_BYTES, draftBytes, draftSizeProblem } from '@/domain/documents/draftSize';

const draftOf = (text: string) => ({ answers: { premises: { premisesDescription: text } }, step: 1 });
const overhead = draftBytes(draftOf(''));

describe('a draft too large to save', () => {
  it.each([
    ['an empty draft', '', undefined],
    ['a draft exactly at the cap', 'x'.repeat(DRAFT_MAX_BYTES - overhead), undefined],
    ['one byte over', 'x'.repeat(DRAFT_MAX_BYTES - overhead + 1), 'A document can hold 512 KB of answers, and yours come to 512 KB.'],
    ['15 MB of answers', 'x'.repeat(15 * 1024 * 1024), 'A document can hold 512 KB of answers, and yours come to 15 MB.'],
    // Counted in UTF-8 bytes, as sent: a Japanese character is three.
    ['Japanese text over the cap in bytes, not in characters', '東'.repeat(200_000), 'A document can hold 512 KB of answers, and yours come to 586 KB.'],
  ])('%s', (_, text, problem) => {
    const found = draftSizeProblem(draftOf(text));
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toMatch(new RegExp(`^${problem.replace(/[.]/g, '\\.')} Shorten the longest answers`));
  });
});
