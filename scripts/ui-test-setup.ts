// Set-up of every UI test file. The files of a worker share one module graph (vitest.config.ts, isolate:
// false), so what one file leaves in the document is removed here; jsdom lacks a few browser APIs that antd
// and the blocks rely on.
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => {
  cleanup();
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});
// A worker loads the dashboard's screens once, before its first dashboard test file, as one set-up step:
// otherwise the first test to show a screen would spend its own 15 s (testTimeout) transforming antd and the
// screen's modules on a loaded machine. main.tsx is left out: it mounts the app.
const dashboardModules = import.meta.glob([
  '../packages/dashboard/src/**/*.tsx',
  '!../packages/dashboard/src/**/*.test.tsx',
  '!../packages/dashboard/src/main.tsx',
]);
const loaded = globalThis as { dashboardLoaded?: Promise<unknown> };
// vitest reads the first argument as the fixtures it needs (none here): it must be a destructuring pattern.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  if (!suite.file.filepath.includes('/packages/dashboard/')) return;
  loaded.dashboardLoaded ??= Promise.all(Object.values(dashboardModules).map((load) => load()));
  await loaded.dashboardLoaded;
}, 300_000);

// Styles a file's components put into <head> would be matched by every later getComputedStyle.
beforeAll(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});
// findBy*/waitFor wait for what a component shows after its (lazy chunk, fetch) work; on a loaded 2-core machine
// that can take over testing-library's default 1 s without anything being wrong.
configure({ asyncUtilTimeout: 3000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
