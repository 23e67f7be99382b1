// Vitest set-up for every test file: DOM queries that wait (findBy…, waitFor) allow 5 s instead of 1 s.
// Lazy route chunks and the data store take longer than a second on a busy CI machine, and a test
// that fails for that measures the machine, not the app.
// Only files with a DOM load Testing Library: its import (React DOM with it) is about 0.25 s, and the
// server's files, each database suite twice in CI, do not need it.
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}
