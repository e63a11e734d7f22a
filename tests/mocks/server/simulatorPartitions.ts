// TEST DOUBLE, never shipped: one API simulator per partition on one server. The e2e journeys of two
// Playwright workers run side by side against the same preview server; each worker's browsers carry a
// stand-in cookie naming its partition (tests/e2e/support/test.ts), so one worker's reset or payment never
// touches the other's data. A browser without the cookie (`npm start`) gets the default partition.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';

export const SIMULATOR_PARTITION_COOKIE = 'larder-simulator-partition';
const DEFAULT_PARTITION = 'default';

/** The partition a request belongs to: its cookie's value (letters, digits, dashes), else the default. */
export function partitionKeyOf(req: Pick<IncomingMessage, 'headers'>): string {
  const match = req.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${SIMULATOR_PARTITION_COOKIE}=([\\w-]{1,40})(?:;|$)`));
  return match?.[1] ?? DEFAULT_PARTITION;
}

/**
 * Partitions made on first use. `run` makes a request's partition the current one for everything that
 * request sets off, however deep (the sign-in stand-in reads the account status while issuing a token).
 */
export type SimulatorPartitions<Partition> = ReturnType<typeof createSimulatorPartitions<Partition>>;

export function createSimulatorPartitions<Partition>(create: () => Partition) {
  const partitions = new Map<string, Partition>();
  const current = new AsyncLocalStorage<Partition>();
  const forKey = (key: string) => {
    let partition = partitions.get(key);
    if (!partition) partitions.set(key, (partition = create()));
    return partition;
  };
  return {
    run<T>(req: Pick<IncomingMessage, 'headers'>, work: (partition: Partition) => T): T {
      const partition = forKey(partitionKeyOf(req));
      return current.run(partition, () => work(partition));
    },
    /** The partition of the request being handled (the default one outside any request). */
    current: (): Partition => current.getStore() ?? forKey(DEFAULT_PARTITION),
  };
}
