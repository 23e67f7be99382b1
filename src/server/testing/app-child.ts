// The app in a process of its own, as an operator runs it, for tests and benches that kill it (kill -9)
// and start it again on the same database. `built` runs dist/server/main.mjs (`npm run build` first);
// otherwise the sources through tsx, which needs no build (the npm-test crash test).
import { type ChildProcess, spawn } from 'node:child_process';

export type AppChild = { base: string; child: ChildProcess; pid: number; output(): string };

/** Why the app did not start: its exit code and what it printed. */
export class AppStartError extends Error {
  override name = 'AppStartError';
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`the app exited with ${code} before it ran:\n${output}`);
  }
}

function appCommand(built: boolean): string[] {
  return built ? ['dist/server/main.mjs'] : ['--import', 'tsx', 'src/server/main.ts'];
}

/** Starts the app on a free port; resolves with its address once it says it runs. */
export function startAppChild(env: Record<string, string>, options: { built: boolean }): Promise<AppChild> {
  const child = spawn(process.execPath, appCommand(options.built), {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) {
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        // Keep reading, or a chatty child would block on a full pipe.
        child.stdout?.resume();
        child.stderr?.resume();
        child.removeListener('exit', onExit);
        resolve({ base: match[1] as string, child, pid: child.pid ?? 0, output: () => out });
      }
    };
    const onExit = (code: number | null) => reject(new AppStartError(code, out));
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** kill -9, resolved once the process is gone. */
export function killHard(app: AppChild): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    app.child.once('exit', () => resolve());
    app.child.kill('SIGKILL');
  });
}

/** SIGTERM (a clean stop: PGlite is checkpointed and closed), resolved once the process is gone. */
export function stopCleanly(app: AppChild): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    app.child.once('exit', () => resolve());
    app.child.kill('SIGTERM');
  });
}
