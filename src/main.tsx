import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import { readConfig } from './config/config';
import { ConfigErrorScreen } from './config/ConfigErrorScreen';

const root = createRoot(document.getElementById('root')!);
const result = readConfig(import.meta.env);
root.render(
  <StrictMode>
    {result.ok ? <p>Larder</p> : <ConfigErrorScreen problems={result.problems} />}
  </StrictMode>,
);
