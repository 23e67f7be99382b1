// Vitest set-up for every test file: DOM queries that wait (findBy…, waitFor) allow 5 s instead of 1 s.
// Lazy route chunks and the data store take longer than a second on a busy CI machine, and a test
// that fails for that measures the machine, not the app.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
