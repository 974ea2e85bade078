import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { leanAntd } from './build/lean-antd';
import { messageNeeds } from './build/message-needs';
import { navIconsGroup } from './build/nav-icons';
import { precompiledMessages } from './build/precompiled-messages';

// antd's ES modules: the navigation icons group follows the antd components a public screen uses
// (they draw icons of their own: the date picker's calendar, the loading spinner).
const antdComponents = path.join(
  path.dirname(createRequire(import.meta.url).resolve('antd/package.json')),
  'es',
);
const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** Where the NestJS API listens during development (`npm run dev`). */
const apiOrigin = process.env.PX_API_ORIGIN || 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompiledMessages(), messageNeeds(), leanAntd()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The API's shared types and constants (libs/contracts has no Nest or ORM imports).
      {
        find: '@px/contracts',
        replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
      },
      // dayjs in the page's language, wherever it is imported (antd's pickers too).
      { find: /^dayjs$/, replacement: source('shared/dayjs.ts') },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/realtime': { target: apiOrigin, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed, immutable assets under /assets/ (the API serves them with a long cache lifetime);
    // index.html itself must never be cached so a new deployment is picked up.
    assetsDir: 'assets',
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // @px/contracts (libs/contracts, outside the frontend package, so not under its
      // "sideEffects") is constants and pure functions: a screen bundles only what it imports of
      // it, not the reception's car outlines with every PERMISSIONS import.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          // Every antd input reads antd's form context, which imports only FormProvider from
          // rc-form's index; that index attaches Field, List and useForm to Form at load, so
          // without this every screen with an input carried rc-form and its async validator
          // (~20 KB compressed), forms or not. Screens with a Form still get all of it.
          { test: /[\\/]@rc-component[\\/]form[\\/]es[\\/]index\.js$/, sideEffects: false },
          // rc-table's virtual variant and rc-virtual-list define components and nothing else at
          // load: a screen gets them only when it draws a virtual table, a select or a list
          // (frontend/build/lean-antd.ts leaves antd Table's virtual variant out).
          {
            test: /[\\/]@rc-component[\\/](virtual-list[\\/]|table[\\/]es[\\/]VirtualTable[\\/])/,
            sideEffects: false,
          },
        ],
      },
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deployments.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|react-redux|@reduxjs|redux|immer|reselect|@tanstack)[\\/]/,
              priority: 30,
            },
            navIconsGroup({
              iconMap: source('features/shell/icons.tsx'),
              sourceRoot: source(''),
              entry: source('main.tsx'),
              publicScreens: [
                source('app/layout/public-layout.tsx'),
                source('features/auth'),
                source('features/quote-approval'),
                source('features/appointments/pages/appointment-link-page.tsx'),
              ],
              antdComponents,
            }),
          ],
        },
      },
    },
  },
});
