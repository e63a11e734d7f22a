/** Set across one reload, so a chunk that still fails afterwards is shown as an error, not reloaded again. */
export const STALE_CHUNK_RELOAD_KEY = 'larder.reloadedForStaleChunk';

/**
 * After a new deployment the chunks an open page knows by name are gone, and a lazy screen fails to
 * load (Vite's `vite:preloadError`). Reloading once fetches the new index.html and its chunks; if the
 * reloaded page fails too, the error goes on to the screen's error page instead of a reload loop.
 */
export function reloadOnceOnStaleChunks(win: Window = window, storage: Storage = window.sessionStorage): void {
  const isReloadForStaleChunk = storage.getItem(STALE_CHUNK_RELOAD_KEY) !== null;
  // The next page load starts afresh: a later deployment in this tab earns its own reload.
  storage.removeItem(STALE_CHUNK_RELOAD_KEY);
  win.addEventListener('vite:preloadError', (event) => {
    if (isReloadForStaleChunk) return;
    event.preventDefault();
    storage.setItem(STALE_CHUNK_RELOAD_KEY, new Date().toISOString());
    win.location.reload();
  });
}
