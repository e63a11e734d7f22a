import { describe, expect, it, vi } from 'vitest';
import { reloadOnceOnStaleChunks, STALE_CHUNK_RELOAD_KEY } from '@/app/staleChunkReload';

/** A page whose location.reload is observed, with its own session storage. */
function fakePage(storage: Storage = window.sessionStorage) {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { location: { reload } }) as unknown as Window;
  return { win, reload, storage };
}

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

describe('a chunk that fails to load after a new deployment (vite:preloadError)', () => {
  it('reloads the page once, instead of letting the import fail', () => {
    sessionStorage.clear();
    const page = fakePage();
    reloadOnceOnStaleChunks(page.win, page.storage);
    const event = preloadError();
    page.win.dispatchEvent(event);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(page.storage.getItem(STALE_CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it('on the reloaded page a second failure is not reloaded again: it goes on to the error page', () => {
    sessionStorage.clear();
    const first = fakePage();
    reloadOnceOnStaleChunks(first.win, first.storage);
    first.win.dispatchEvent(preloadError());

    const reloaded = fakePage();
    reloadOnceOnStaleChunks(reloaded.win, reloaded.storage);
    const event = preloadError();
    reloaded.win.dispatchEvent(event);
    expect(reloaded.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('a later page load in the same tab (a later deployment) gets its own reload', () => {
    sessionStorage.clear();
    sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, 'earlier');
    reloadOnceOnStaleChunks(fakePage().win); // the reloaded page, which then works
    const later = fakePage();
    reloadOnceOnStaleChunks(later.win, later.storage);
    later.win.dispatchEvent(preloadError());
    expect(later.reload).toHaveBeenCalledTimes(1);
  });
});
