import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The local stand-ins (tests/mocks/server) are loaded only for `vite` and `vite preview`, by a dynamic
// import, so a production build never loads oidc-provider or express. They run on the port named in
// the mode's VITE_AUTH0_DOMAIN, so `npm start` and the e2e tests each get one origin.
export default defineConfig(async ({ command }): Promise<UserConfig> => {
  const plugins: PluginOption[] = [react()];
  if (command === 'serve') {
    const { larderStandIns } = await import('./tests/mocks/server/standInsPlugin.ts');
    plugins.push(larderStandIns());
  }
  return {
    plugins,
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { host: 'localhost', strictPort: true, cors: false },
    preview: { host: 'localhost', strictPort: true, cors: false },
    // Hidden: maps are written for error reporting but the bundle does not point browsers at them.
    build: { sourcemap: 'hidden' },
  };
});
