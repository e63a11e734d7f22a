// The fault layer for submissions: a form sent while its call fails in each way (401, 403, 404,
// 408, 500, a lost network, no answer in time, a malformed answer) says so in words, keeps everything
// typed, and signs in again at most once. Prints the table submission × fault → outcome.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';
import { apiOperations as operations, operationName } from './apiOperations';
import { FAULTS, injectFault, type Fault } from './faults';
import { SUBMISSIONS, type Submission } from './submissions';

const simulator = setupSimulator();
const outcomes = new Map<string, Map<Fault, string>>();

async function submitWith(submission: Submission, fault: Fault): Promise<string> {
  sessionStorage.clear();
  localStorage.clear();
  submission.prepare?.();
  const view = renderPortal(submission.path, { account: submission.account });
  await submission.fill(view.userEvent);
  const operation = operations.find((candidate) => operationName(candidate) === submission.operation);
  expect(operation, `${submission.operation} is an operation of the API contract`).toBeDefined();
  const restore = injectFault(simulator.server, operation!.method, operation!.matcher, fault);
  try {
    await submission.submit(view.userEvent);
    await waitFor(() => expect(view.queryClient.isMutating()).toBe(0));
    const signIns = vi.mocked(view.auth.signInAgain).mock.calls.length;
    expect(signIns, 'at most one trip to sign in').toBeLessThanOrEqual(1);
    for (const [label, value] of submission.typed) expect(screen.getByLabelText(label), `${label} keeps what was typed`).toHaveValue(value);
    if (signIns) return 'sign in again, typed values kept';
    const message = await screen.findAllByRole('alert');
    expect(message.map((alert) => alert.textContent ?? '').join(' ').trim().length, 'a message in words').toBeGreaterThan(10);
    return 'message shown, typed values kept';
  } finally {
    cleanup();
    restore();
  }
}

describe('fault injection on submissions: every fault says so and keeps what was typed', () => {
  it.each(SUBMISSIONS.flatMap((submission) => FAULTS.map((fault) => [submission.name, fault, submission] as const)))(
    '%s, failing with %s',
    async (name, fault, submission) => {
      const row = outcomes.get(`${name} (${submission.operation})`) ?? new Map<Fault, string>();
      outcomes.set(`${name} (${submission.operation})`, row);
      row.set(fault, 'FAILED');
      row.set(fault, await submitWith(submission, fault));
    },
    30_000,
  );

  afterAll(() => {
    const width = Math.max(...[...outcomes.keys()].map((name) => name.length));
    console.info(
      [
        `Fault injection on submissions: ${outcomes.size} forms × ${FAULTS.length} faults`,
        ...[...outcomes].map(([name, row]) => `${name.padEnd(width)} | ${FAULTS.map((fault) => `${fault}: ${row.get(fault) ?? '–'}`).join(' | ')}`),
      ].join('\n'),
    );
  });
});
