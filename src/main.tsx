import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import { createAnalytics } from './app/analytics';
import { App } from './app/App';
import { unregisterServiceWorkers } from './app/serviceWorkers';
import { reloadOnceOnStaleChunks } from './app/staleChunkReload';
import { createAuthClient } from './auth/createAuthClient';
import { readConfig } from './config/config';
import { ConfigErrorScreen } from './config/ConfigErrorScreen';

async function start() {
  reloadOnceOnStaleChunks();
  await unregisterServiceWorkers().catch((error) => console.warn('Could not unregister service workers', error));
  const root = createRoot(document.getElementById('root')!);
  const result = readConfig(import.meta.env);
  if (!result.ok) {
    root.render(<ConfigErrorScreen problems={result.problems} />);
    return;
  }
  const { config } = result;
  root.render(
    <StrictMode>
      <App config={config} authClient={createAuthClient(config)} analytics={createAnalytics(config)} />
    </StrictMode>,
  );
}

void start();
