// Vitest set-up for every unit test file: DOM queries that wait (findBy…, waitFor) allow 5 s instead of 1 s.
// Lazy route chunks and the data store take longer than a second on a busy CI machine, and a test
// that fails for that measures the machine, not the app.
// Only files with a DOM load Testing Library: its import (React DOM with it) is about 0.25 s, and the
// server's files, each database suite twice in CI, do not need it.
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// happy-dom's sendBeacon sends nothing and says so, so the analytics tracker (lib/analytics/tracker.ts) would fall back to a
// real fetch of a server that is not there, failing after the test that queued it. A DOM test's beacons
// are accepted and go nowhere; the tracker's own tests put their own in place.
if (typeof document !== 'undefined')
  Object.defineProperty(navigator, 'sendBeacon', {
    value: () => true,
    configurable: true,
    writable: true,
  });

// The `unit` project's files share their worker's page (isolate: false, vitest.config.ts): each file
// starts on an empty one, as it would in a page of its own, whatever the file before it stored or left.
if (typeof document !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
}
