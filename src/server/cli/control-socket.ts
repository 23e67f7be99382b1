import { existsSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';

/**
 * PGlite admits one process, so while the app runs on it the CLI hands its command to the app
 * over a Unix socket in the data directory (only the owner of the directory can reach it).
 */
function controlSocketPath(dataDir: string): string {
  return join(resolve(dataDir), 'control.sock');
}

type Reply = { ok: true; output: string } | { ok: false; error: string };

export function startControlSocket(
  dataDir: string,
  run: (argv: string[]) => Promise<string>,
): Promise<Server> {
  const path = controlSocketPath(dataDir);
  // The data directory lock is ours, so a socket file left here is from a process that died.
  if (existsSync(path)) rmSync(path);
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      input += chunk;
      if (input.length > 64 * 1024) socket.destroy();
      const newline = input.indexOf('\n');
      if (newline < 0) return;
      let reply: Promise<Reply>;
      try {
        const argv = JSON.parse(input.slice(0, newline)) as unknown;
        if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) throw new Error('bad request');
        reply = run(argv).then(
          (output): Reply => ({ ok: true, output }),
          (error: unknown): Reply => ({
            ok: false,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
      } catch {
        reply = Promise.resolve({ ok: false, error: 'The command could not be read.' });
      }
      reply.then((r) => socket.end(`${JSON.stringify(r)}\n`));
    });
    socket.on('error', () => {});
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen({ path, readableAll: false, writableAll: false }, () => resolveServer(server));
  });
}

export function sendToControlSocket(dataDir: string, argv: string[]): Promise<Reply> {
  return new Promise((resolveReply, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(argv)}\n`));
    socket.on('data', (chunk) => {
      output += chunk;
    });
    socket.on('end', () => {
      try {
        resolveReply(JSON.parse(output) as Reply);
      } catch {
        reject(new Error('The running app gave no answer.'));
      }
    });
    socket.on('error', reject);
  });
}
