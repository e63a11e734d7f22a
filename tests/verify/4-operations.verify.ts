// (a) Every operation, once, with the document's example request (taken from the demo data), as a persona
// its roles permit: the answer is one the document allows, and a refusal is a documented one (never bad
// input: the examples themselves must be valid). Reads first, then writes in the document's order, since
// a write may change what a later example finds.
import { describe, expect, it } from 'vitest';
import { codesFor, currentVersion, examplePlan, isRead, nameOf, operations, permittedPersona, send } from './support/kit';

const ordered = [...operations.filter(isRead), ...operations.filter((description) => !isRead(description))];

describe('every operation with its example request', () => {
  it.each(ordered.map((description) => [nameOf(description), description] as const))('%s', async (_name, description) => {
    const plan = examplePlan(description);
    const persona = description.operation.needsToken ? (permittedPersona(description, plan) ?? null) : null;
    if (description.operation.method === 'PUT') {
      const version = await currentVersion(plan, persona!);
      expect(version, `${String(description.definition['x-etag-from'])} answers an ETag`).toBeTruthy();
      plan.headers['If-Match'] = version!;
    }
    const answer = await send(plan, persona);
    if (answer.status < 400) return;
    expect(answer.status, `${answer.status} ${answer.text.slice(0, 500)}`).toBeLessThan(500);
    expect(answer.json?.code, answer.text.slice(0, 500)).not.toBe('invalid-request');
    expect([401, 403], answer.text.slice(0, 300)).not.toContain(answer.status);
    expect(codesFor(description, answer.status), answer.text.slice(0, 500)).toContain(answer.json?.code);
  });
});
