// The worker threads' module (worker-pool.ts): each named export is a task, called by its name with
// one structured-cloneable input. Only what is heavy and needs no database belongs here.
import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';

export { renderQuote as quotePdf } from '../quotes/quote-render.ts';

/** How much a worker thread yields to the main thread when both want a CPU (nice, 0 to 19). */
const WORKER_NICE = 10;

// Linux keeps a nice value per thread, so this lowers this worker thread's priority alone: when the
// cores are busy, the thread that answers requests gets the CPU first, and a render waits a little.
// Elsewhere the call would lower the whole process, so it is left out there.
if (!isMainThread && process.platform === 'linux') {
  try {
    setPriority(0, WORKER_NICE);
  } catch {
    // A sandbox may forbid it; the pool works the same, only less politely.
  }
}
