import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import { createAnalytics } from './app/analytics';
import { App, createAppCore } from './app/App';
import { unregisterServiceWorkers } from './app/serviceWorkers';
import { reloadOnceOnStaleChunks } from './app/staleChunkReload';
import { createAuthClient } from './auth/createAuthClient';
import { loadFormattingData } from './app/loadFormattingData';

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
  // The router starts the first page's code and data now, in a task of its own (a quarter of a second of blocked
  // main thread on a slow phone when it was inside the first render). The first render is then small (the cookie
  // question and "Loading…": the page's code is still on its way) and is not a transition: drawn as one, the first
  // paint came only after the layout's code had arrived and run (docs/decisions/main-thread-at-start.md).
  const core = createAppCore(config);
  root.render(
    <StrictMode>
      <App config={config} authClient={createAuthClient(config)} analytics={createAnalytics(config)} core={core} />
    </StrictMode>,
  );
  // After the first render, while the page's code is on its way.
  setTimeout(loadFormattingData, 0);
}

void start();
