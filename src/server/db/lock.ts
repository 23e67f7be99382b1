import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// A lock file naming our own pid but not in here was left by an earlier process with the same pid
// (pid 1 in a container); one in here is a second opener inside this process.
const heldByThisProcess = new Set<string>();

/**
 * Two processes on one PGlite directory corrupt it, so the first one takes a lock file holding
 * its pid. A lock left by a process that died is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, 'meterline.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByThisProcess.add(path);
      return () => {
        if (!heldByThisProcess.delete(path)) return;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      const live =
        pid === process.pid ? heldByThisProcess.has(path) : Number.isInteger(pid) && isRunning(pid);
      if (live) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already in use by another Meterline process (pid ${pid}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      // Only one of several processes finding the same stale lock gets to move it aside.
      const aside = `${path}.stale-${process.pid}`;
      try {
        renameSync(path, aside);
        // Another process may have replaced the stale lock by its own in the meantime: put it back.
        if (Number.parseInt(readFileSync(aside, 'utf8'), 10) !== pid) renameSync(aside, path);
        else rmSync(aside, { force: true });
      } catch (renameError) {
        if ((renameError as NodeJS.ErrnoException).code !== 'ENOENT') throw renameError;
      }
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
