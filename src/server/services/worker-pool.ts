// One pool of worker threads (piscina) for the app's heavy work. A quote PDF keeps a CPU busy for
// hundreds of milliseconds; on the thread that answers requests, every other request (health, prices,
// sign-in) would wait that long. Tasks are the named exports of worker-tasks.ts, run by name.
//
// The pool leaves one core to the main thread, starts its first thread with the first task and keeps
// it (a thread's first PDF loads react-pdf and the fonts, about a second), lets further idle ones go,
// and bounds its queue: when as many tasks wait as it can hold, `run` refuses at once with
// WorkerPoolBusy (the API answers 503 with Retry-After) instead of letting the wait grow without end.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Piscina } from 'piscina';
import type * as Tasks from './worker-tasks.ts';

type TaskName = keyof typeof Tasks;
type TaskInput<K extends TaskName> = Parameters<(typeof Tasks)[K]>[0];
type TaskOutput<K extends TaskName> = Awaited<ReturnType<(typeof Tasks)[K]>>;

/** More threads than this would each hold their own copy of react-pdf and the CJK fonts in memory. */
export const MAX_WORKER_THREADS = 4;
/** Tasks that may wait per thread: with a PDF taking ~0.3 s, the last of them waits ~5 s. */
const QUEUE_PER_THREAD = 16;
/** A thread beyond the first, idle this long, exits: each holds about 150 MB with the CJK fonts loaded. */
const IDLE_TIMEOUT_MS = 5 * 60_000;
/** A task not done after this, waiting included, is given up (a running one's thread is replaced). */
const TASK_TIMEOUT_MS = 60_000;
/** Heap of one thread: a runaway task fails alone instead of taking the process's memory. */
const THREAD_HEAP_MB = 512;
/** What a refused caller is told to wait before trying again. */
const BUSY_RETRY_AFTER_S = 5;

/** The threads for these cores: all but the main thread's, at least one, at most MAX_WORKER_THREADS. */
export function defaultThreads(cores = availableParallelism()): number {
  return Math.min(MAX_WORKER_THREADS, Math.max(1, cores - 1));
}

/** The pool cannot take the task now (its queue is full, or it is closing). */
export class WorkerPoolBusy extends Error {
  override name = 'WorkerPoolBusy';
  readonly retryAfterS = BUSY_RETRY_AFTER_S;
  constructor(reason: 'full' | 'closing' | 'timeout') {
    super(
      reason === 'closing'
        ? 'The server is restarting. Please try again in a few seconds.'
        : reason === 'timeout'
          ? 'The server took too long for this. Please try again in a few seconds.'
          : 'The server is busy with other work. Please try again in a few seconds.',
    );
  }
}

export type WorkerPoolOptions = {
  /** threads at most (default: the cores but one, 1 to MAX_WORKER_THREADS) */
  threads?: number;
  /** tasks that may wait beyond the running ones (default QUEUE_PER_THREAD per thread) */
  queue?: number;
  idleTimeoutMs?: number;
  taskTimeoutMs?: number;
};

export type WorkerPool = {
  readonly threads: number;
  readonly queue: number;
  /** Runs a task of worker-tasks.ts in a thread; WorkerPoolBusy when the queue is full. */
  run<K extends TaskName>(task: K, input: TaskInput<K>): Promise<TaskOutput<K>>;
  /** How many tasks of a name have completed (the tests count renders with it). */
  completed(task: TaskName): number;
  /** Tasks running or waiting now. */
  readonly pending: number;
  /** Refuses new tasks, lets running and waiting ones finish, ends the threads. */
  close(): Promise<void>;
};

/**
 * The worker's module. The compiled server has it beside main.mjs (scripts/build.mjs: this module's
 * code is in main.mjs or one of its chunks). Run from the sources, the tasks are TypeScript, which a
 * worker thread cannot load on Node 20 (tsx's loader does not reach it): they are bundled first.
 */
async function workerFile(): Promise<string> {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const { bundleWorkerTasks } = await import('./worker-bundle.ts');
    return bundleWorkerTasks(fileURLToPath(new URL('./worker-tasks.ts', here)));
  }
  for (const candidate of ['./worker-tasks.mjs', '../worker-tasks.mjs']) {
    const file = fileURLToPath(new URL(candidate, here));
    if (existsSync(file)) return file;
  }
  throw new Error('dist/server/worker-tasks.mjs is missing: run `npm run build`.');
}

const QUEUE_FULL = /queue is at limit|No task queue available/;

export function createWorkerPool(options: WorkerPoolOptions = {}): WorkerPool {
  const threads = Math.max(1, options.threads ?? defaultThreads());
  const queue = Math.max(0, options.queue ?? threads * QUEUE_PER_THREAD);
  const taskTimeoutMs = options.taskTimeoutMs ?? TASK_TIMEOUT_MS;
  const done = new Map<TaskName, number>();
  let pending = 0;
  let closing = false;
  // Made with the first task: a server that renders nothing starts no thread and bundles nothing.
  let piscina: Promise<Piscina> | undefined;

  const start = () => {
    if (piscina) return piscina;
    // piscina itself loads then too: a start does not pay for it (bench:start).
    const made = Promise.all([workerFile(), import('piscina')]).then(
      ([filename, { Piscina }]) =>
        new Piscina({
          filename,
          minThreads: 1,
          maxThreads: threads,
          maxQueue: queue,
          idleTimeout: options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
          resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
          closeTimeout: 5000,
        }),
    );
    // A failed start (a missing build) is tried again by the next task.
    made.catch(() => {
      if (piscina === made) piscina = undefined;
    });
    piscina = made;
    return made;
  };

  return {
    threads,
    queue,
    get pending() {
      return pending;
    },
    async run(task, input) {
      if (closing) throw new WorkerPoolBusy('closing');
      // Counted here rather than read from piscina: its queue does not count a task whose thread is
      // still starting, and this bound must hold from the first task on.
      if (pending >= threads + queue) throw new WorkerPoolBusy('full');
      pending++;
      try {
        const pool = await start();
        const result = await pool.run(input, { name: task, signal: AbortSignal.timeout(taskTimeoutMs) });
        done.set(task, (done.get(task) ?? 0) + 1);
        return result;
      } catch (error) {
        if (error instanceof Error && QUEUE_FULL.test(error.message)) throw new WorkerPoolBusy('full');
        if (error instanceof Error && error.name === 'AbortError') throw new WorkerPoolBusy('timeout');
        throw error;
      } finally {
        pending--;
      }
    },
    completed: (task) => done.get(task) ?? 0,
    async close() {
      closing = true;
      if (piscina) await (await piscina).close();
    },
  };
}
