import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { larderStandIns } from './tests/mocks/server/standInsPlugin.ts';

// The dev server and the preview server both run on the port named in the mode's
// VITE_AUTH0_DOMAIN (see tests/mocks/server), so `npm start` and the e2e tests each get one origin.
export default defineConfig({
  plugins: [react(), larderStandIns()],
  server: { host: 'localhost', strictPort: true, cors: false },
  preview: { host: 'localhost', strictPort: true, cors: false },
  build: { sourcemap: true },
});
