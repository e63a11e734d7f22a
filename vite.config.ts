import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, runnerImport, type PluginOption, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { larderStandIns } from './tests/mocks/server/standInsPlugin.ts';

// The local stand-ins (tests/mocks/server) are loaded only for `vite` and `vite preview`, so a production
// build never loads oidc-provider or express. They run on the port named in the mode's VITE_AUTH0_DOMAIN,
// so `npm start` and the e2e tests each get one origin. runnerImport, not import(): the runner that
// loaded this file is closed by the time Vite calls this function, so a plain import() fails there.
export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  const plugins: PluginOption[] = [react()];
  if (command === 'serve') {
    const { module } = await runnerImport<{ larderStandIns: typeof larderStandIns }>(
      fileURLToPath(new URL('./tests/mocks/server/standInsPlugin.ts', import.meta.url)),
    );
    plugins.push(module.larderStandIns());
  }
  return {
    plugins,
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { host: 'localhost', strictPort: true, cors: false },
    preview: { host: 'localhost', strictPort: true, cors: false },
    // No source maps by default: a dist/ copied to a CDN or bucket publishes whatever it holds.
    // LARDER_SOURCEMAPS=hidden writes them for teams that upload them to an error tracker (the bundle does
    // not point browsers at them, and nginx refuses *.map).
    build: {
      sourcemap: loadEnv(mode, process.cwd(), 'LARDER_').LARDER_SOURCEMAPS === 'hidden' ? 'hidden' : false,
      // The first load as one chunk with the entry (DESIGN.md §7, docs/decisions/screens-listed-per-area.md):
      // left alone, rolldown splits what the screens share with the shell into a dozen small chunks, each
      // a modulepreload of its own and a name in every lazy import's preload list.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
      // Every desktop browser in use supports <link rel="modulepreload">; one without it (Safari before 17)
      // still loads each chunk when asked, only without preloading it, so the polyfill's bytes go.
      modulePreload: { polyfill: false },
    },
  };
});
