// The fault layer, for the calls screens make when they open: every API operation a screen calls,
// failing in each way a careful tester would try (401, 403, 404, 408, 500, a lost network, no answer in
// time, a malformed answer), ends on a page with words on it (an error state, or the spec §2 redirect),
// never a blank screen, and signs in again at most once. The operations come from the API contract, the
// screens from the route table: a new operation or screen is covered without editing this file. The
// faults are shared out between test files (so the two test workers split the work); each file prints its
// part of the table operation × fault → outcome. Each operation is tried on the screen calling it that makes
// the fewest calls (the first in the route table on a tie): chosen by what screens do, never by how fast they
// happened to be, so every run tries the same pairs.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildRouteTable } from '@/router/routeTable';
import { renderPortal } from '../support/renderPortal';
import { setupSimulator } from '../support/simulator';
import { apiOperations as operations, operationName, operationOf, type ApiOperation } from './apiOperations';
import { injectFault, type Fault } from './faults';
import { journeysFor, type Journey } from './journeys';

const { journeys, skipped } = journeysFor(buildRouteTable('larder'));

/** operation → fault → what the person ended up seeing. */
const outcomes = new Map<string, Map<Fault, string>>();
const openedOn = new Map<string, string>();

const isLoading = () => screen.queryAllByRole('status').some((status) => /^\s*loading/i.test(status.textContent ?? ''));

/**
 * Opens a journey's page and waits until it has settled: nothing loading or navigating, the page on screen
 * the one for the router's address (a redirect's transition keeps the old page showing while the new one's
 * chunk loads), and the same at two looks in a row (a <Navigate> shows the old page until its effect runs).
 */
async function open(journey: Journey) {
  sessionStorage.clear();
  localStorage.clear();
  const view = renderPortal(journey.path, { account: journey.account });
  let lastLook = '';
  await waitFor(() => {
    expect(view.router.state.navigation.state).toBe('idle');
    expect(view.isShowingLocation(), 'the page on screen is the one for the address').toBe(true);
    expect(view.queryClient.isFetching()).toBe(0);
    expect(isLoading()).toBe(false);
    const look = `${view.location()}\n${document.body.textContent ?? ''}`;
    const unchanged = look === lastLook;
    lastLook = look;
    expect(unchanged, 'the page is the same as at the last look').toBe(true);
  });
  return view;
}

/** What the person sees, in a few words; throws when it is a blank page or a sign-in loop. */
function outcomeOf(view: Awaited<ReturnType<typeof open>>): string {
  const words = document.body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const landmarks = screen.queryAllByRole('heading').length + screen.queryAllByRole('alert').length + screen.queryAllByRole('status').length;
  expect(words.length, `a page with words on it (it says "${words}" at ${view.location()})`).toBeGreaterThan(20);
  expect(landmarks, 'a heading, an alert or a status says what happened').toBeGreaterThan(0);
  const signIns = vi.mocked(view.auth.signInAgain).mock.calls.length;
  expect(signIns, 'at most one trip to sign in').toBeLessThanOrEqual(1);
  if (signIns) return 'sign in again (once)';
  const location = view.location();
  if (location.startsWith('/error/')) return `→ ${location.split('?')[0]}`;
  const title = screen.queryAllByRole('heading', { level: 1 })[0]?.textContent?.trim() ?? 'the page';
  return screen.queryAllByRole('alert').length ? `stays on "${title}", says what failed` : `stays on "${title}", without that part`;
}

export function describeScreenFaults(faults: readonly Fault[]) {
  const simulator = setupSimulator();
  /** For each operation, the journey calling it that makes the fewest calls. */
  const callers = new Map<string, { operation: ApiOperation; journey: Journey; calls: number }>();

  describe(`fault injection on opening screens (${faults.join(', ')}): every operation ends on a page with words`, () => {
    it('opens every screen of the route table (a path with parameters needs its seeded example in journeys.ts)', () => {
      expect(skipped).toEqual([]);
    });

    it.each(journeys.map((journey) => [journey.routeId, journey] as const))('opens %s without faults, noting the calls it makes', async (_id, journey) => {
      const called = new Set<ApiOperation>();
      const listen = ({ request }: { request: Request }) => {
        const operation = operationOf(request.method, request.url);
        if (operation) called.add(operation);
      };
      simulator.server.events.on('request:start', listen);
      outcomeOf(await open(journey));
      simulator.server.events.removeListener('request:start', listen);
      for (const operation of called) {
        const name = operationName(operation);
        if ((callers.get(name)?.calls ?? Infinity) > called.size) callers.set(name, { operation, journey, calls: called.size });
      }
    });

    it.each(faults.map((fault) => [fault]))('every operation a screen calls, failing with %s', async (fault) => {
      for (const [name, { operation, journey }] of callers) {
        const row = outcomes.get(name) ?? new Map<Fault, string>();
        outcomes.set(name, row);
        openedOn.set(name, journey.path);
        const restore = injectFault(simulator.server, operation.method, operation.matcher, fault);
        try {
          row.set(fault, outcomeOf(await open(journey)));
        } catch (error) {
          throw new Error(`${name} failing with ${fault} on ${journey.path}: ${(error as Error).message}`, { cause: error });
        } finally {
          cleanup();
          restore();
        }
      }
    }, 300_000);

    afterAll(() => {
      const width = Math.max(...[...outcomes.keys()].map((name) => name.length));
      const lines = [...outcomes].map(([name, row]) => `${name.padEnd(width)} | on ${openedOn.get(name)} | ${faults.map((fault) => `${fault}: ${row.get(fault) ?? '–'}`).join(' | ')}`);
      const notReached = operations.filter((operation) => operation.method === 'GET' && !outcomes.has(operationName(operation))).map(operationName);
      console.info(
        [
          `Fault injection (${faults.join(', ')}): ${outcomes.size} operations, each on the screen calling it with the fewest calls`,
          ...lines,
          `Screens not opened: ${skipped.join('; ') || 'none'}`,
          `GET operations no screen calls on opening (downloads, exports, later steps): ${notReached.join(', ') || 'none'}`,
        ].join('\n'),
      );
    });
  });
}
