// TEST DOUBLE support, never shipped: when the card provider stand-in sends a webhook again. A real clock for
// `npm start` and the journeys; a manual one for tests, which moves only when the test says, so a retry an
// hour later takes no time and happens exactly when the schedule says.

export interface WebhookScheduler {
  now(): Date;
  /** Runs the task once, `delayMs` from now. */
  after(delayMs: number, task: () => Promise<void>): void;
}

/** The machine's clock and timers (a timer never keeps the process alive on its own). */
export const realScheduler: WebhookScheduler = {
  now: () => new Date(),
  after: (delayMs, task) => void setTimeout(() => void task(), delayMs).unref?.(),
};

export interface ManualScheduler extends WebhookScheduler {
  /** Moves the clock on, running every task that falls due on the way, in order (and those they schedule). */
  advance(ms: number): Promise<void>;
  /** Runs what is due now (tasks scheduled with no delay). */
  runDue(): Promise<void>;
  /** How many tasks wait. */
  pending(): number;
  /** Drops every waiting task and sets the clock (a fresh start between tests). */
  reset(to?: Date): void;
}

export function createManualScheduler(start: Date = new Date()): ManualScheduler {
  let now = start.getTime();
  const tasks: { at: number; order: number; task: () => Promise<void> }[] = [];
  let order = 0;
  const takeDue = (until: number) => {
    tasks.sort((a, b) => a.at - b.at || a.order - b.order);
    return tasks[0] && tasks[0].at <= until ? tasks.shift() : undefined;
  };
  const runUntil = async (until: number) => {
    for (let next = takeDue(until); next; next = takeDue(until)) {
      now = Math.max(now, next.at);
      await next.task();
    }
    now = until;
  };
  return {
    now: () => new Date(now),
    after: (delayMs, task) => void tasks.push({ at: now + delayMs, order: order++, task }),
    advance: (ms) => runUntil(now + ms),
    runDue: () => runUntil(now),
    pending: () => tasks.length,
    reset: (to = new Date()) => {
      tasks.length = 0;
      now = to.getTime();
    },
  };
}
