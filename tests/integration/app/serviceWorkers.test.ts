import { describe, expect, it, vi } from 'vitest';
import { unregisterServiceWorkers } from '@/app/serviceWorkers';

function fakeContainer(count: number) {
  const registrations = Array.from({ length: count }, () => ({ unregister: vi.fn(async () => true) }));
  const container = { getRegistrations: vi.fn(async () => registrations) };
  return { container: container as unknown as ServiceWorkerContainer, registrations };
}

describe('unregisterServiceWorkers (spec §1: start-up removes old service workers)', () => {
  it.each([0, 1, 3])('unregisters every one of %i registrations and says how many', async (count) => {
    const { container, registrations } = fakeContainer(count);
    await expect(unregisterServiceWorkers(container)).resolves.toBe(count);
    for (const registration of registrations) expect(registration.unregister).toHaveBeenCalledTimes(1);
  });

  it('waits for every unregistration to finish before it resolves', async () => {
    let finish!: () => void;
    const slow = { unregister: vi.fn(() => new Promise<boolean>((resolve) => (finish = () => resolve(true)))) };
    const container = { getRegistrations: async () => [slow] } as unknown as ServiceWorkerContainer;
    let settled = false;
    const done = unregisterServiceWorkers(container).then(() => (settled = true));
    await vi.waitFor(() => expect(slow.unregister).toHaveBeenCalled());
    expect(settled).toBe(false);
    finish();
    await done;
    expect(settled).toBe(true);
  });

  it('does nothing when the browser has no service-worker support (jsdom has none)', async () => {
    expect(navigator.serviceWorker).toBeUndefined();
    await expect(unregisterServiceWorkers()).resolves.toBe(0);
    await expect(unregisterServiceWorkers(undefined)).resolves.toBe(0);
  });

  it('passes on a failure to list registrations, for start-up to log', async () => {
    const container = {
      getRegistrations: () => Promise.reject(new Error('SecurityError')),
    } as unknown as ServiceWorkerContainer;
    await expect(unregisterServiceWorkers(container)).rejects.toThrow('SecurityError');
  });
});
