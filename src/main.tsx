import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import { createAnalytics } from './app/analytics';
import { App } from './app/App';
import { unregisterServiceWorkers } from './app/serviceWorkers';
import { reloadOnceOnStaleChunks } from './app/staleChunkReload';
import { createAuthClient } from './auth/createAuthClient';

async function start() {
  reloadOnceOnStaleChunks();
  await unregisterServiceWorkers().catch((error) => console.warn('Could not unregister service workers', error));
  const root = createRoot(document.getElementById('root')!);
  // Checked when the portal was built (vite.config.ts), so the browser does not carry the checks (DESIGN.md §7).
  const result = __LARDER_CONFIG__;
  if (!result.ok) {
    // Only a misconfigured build shows it, so it is not part of the first load (DESIGN.md §7).
    const { ConfigErrorScreen } = await import('./config/ConfigErrorScreen');
    root.render(<ConfigErrorScreen problems={result.problems} />);
    return;
  }
  const { config } = result;
  // A transition, so React draws the first page in slices and yields between them, instead of one task
  // that blocks the main thread for the whole first render (a quarter of a second on a slow phone).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={config} authClient={createAuthClient(config)} analytics={createAnalytics(config)} />
      </StrictMode>,
    ),
  );
}

void start();
