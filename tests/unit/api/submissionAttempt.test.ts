import { describe, expect, it } from 'vitest';
import { HttpError, MalformedAnswerError } from '@/api/httpError';
import { submissionAttempt } from '@/api/submissionAttempt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const claim = { receiptNumber: 'INV-1001', receipt: new File(['%PDF-'], 'receipt.pdf', { lastModified: 1 }) };

describe('a submission attempt’s Idempotency-Key', () => {
  it('is a random V4 UUID, not made from the values', () => {
    const [first, second] = [submissionAttempt('claim:a'), submissionAttempt('claim:b')];
    const keys = [first.keyFor(claim), second.keyFor(claim)];
    keys.forEach((key) => expect(key).toMatch(UUID));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('is reused while the same values are sent again with no answer yet (automatic retries, a reload mid-submit)', () => {
    const attempt = submissionAttempt('claim:retry');
    const key = attempt.keyFor(claim);
    expect(attempt.keyFor({ ...claim })).toBe(key);
    attempt.settle(new DOMException('signal timed out', 'TimeoutError'));
    expect(submissionAttempt('claim:retry').keyFor(claim), 'no answer came: the attempt is still open').toBe(key);
    attempt.settle(new MalformedAnswerError('http://api.test/claims'));
    expect(attempt.keyFor(claim), 'an unreadable answer says nothing of what was done').toBe(key);
  });

  it.each([
    ['accepted', null],
    ['refused', new HttpError(409, 'Not signed up', 'http://api.test/claims', 'POST')],
    ['failed on the server', new HttpError(500, '', 'http://api.test/claims', 'POST')],
  ])('ends once the server has answered (%s): the next press is a new attempt', (_answer, error) => {
    const attempt = submissionAttempt(`claim:${_answer}`);
    const key = attempt.keyFor(claim);
    attempt.settle(error);
    expect(attempt.keyFor(claim)).not.toBe(key);
  });

  it('is new when the values change', () => {
    const attempt = submissionAttempt('claim:changed');
    const key = attempt.keyFor(claim);
    expect(attempt.keyFor({ ...claim, receiptNumber: 'INV-1002' })).not.toBe(key);
    expect(attempt.keyFor({ ...claim, receipt: new File(['%PDF-1'], 'other.pdf', { lastModified: 2 }) })).not.toBe(key);
  });
});
