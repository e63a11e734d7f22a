import type { ConfigResult } from './config';

declare global {
  /** The VITE_* settings as `readConfig` found them when the portal was built or served (vite.config.ts). */
  const __LARDER_CONFIG__: ConfigResult;
}
