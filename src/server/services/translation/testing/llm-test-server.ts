// An OpenAI-compatible chat endpoint for tests, benchmarks and e2e: a real HTTP server on a port, speaking
// the wire of domain/translations/llm-wire.ts. It "translates" by marking every word that is not a
// glossary term (so the suggestion checks pass), and each request can be scripted: an answer that loses a
// placeholder or a text, a 429, a delay, a hold until the test lets it go.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BatchItem } from '../../../../domain/translations/llm-wire.ts';

type LlmRequest = {
  model: string;
  system: string;
  items: BatchItem[];
  /** the glossary terms the system prompt listed */
  glossary: string[];
};

/** What the server does with one request (by default: answer at once, every text translated). */
export type LlmBehaviour =
  | { kind: 'translate'; delayMs?: number; transform?: (item: BatchItem) => string; wrap?: 'fence' | 'prose' }
  | { kind: 'drop-last' }
  | { kind: 'status'; status: number; retryAfterMs?: number }
  | { kind: 'hold'; release: Promise<void> }
  | { kind: 'raw'; content: string };

const WORD = /\p{L}+/gu;
const PLACEHOLDER = /\{\{\s*[\w.-]+\s*\}\}|\{[\w.-]+\}/g;

/** A made-up translation that keeps placeholders, numbers and glossary terms, and changes every other word. */
function fakeTranslation(text: string, glossary: readonly string[], marker = 'ü'): string {
  const kept: string[] = [];
  // Placeholders and glossary terms are set aside first, so no word inside them is changed.
  // Set aside as «0», «1», …: guillemets and digits are no letters, so no word is made of them.
  let masked = text.replace(PLACEHOLDER, (p) => `«${kept.push(p) - 1}»`);
  for (const term of [...glossary].sort((a, b) => b.length - a.length)) {
    if (term) masked = masked.split(term).join(`«${kept.push(term) - 1}»`);
  }
  const translated = masked.replace(WORD, (word) => `${word}${marker}`);
  return translated.replace(/«(\d+)»/g, (_, i: string) => kept[Number(i)] ?? '');
}

function parseRequest(body: string): LlmRequest {
  const parsed = JSON.parse(body) as { model: string; messages: { role: string; content: string }[] };
  const system = parsed.messages.find((m) => m.role === 'system')?.content ?? '';
  const user = parsed.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const items = JSON.parse(user.slice(user.indexOf('\n[') + 1)) as BatchItem[];
  const glossary = system
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
  return { model: parsed.model, system, items, glossary };
}

function completion(res: ServerResponse, content: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'llama3',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
}

export type LlmTestServer = {
  baseUrl: string;
  /** every request received, in order */
  requests: LlmRequest[];
  /** the behaviour of the next requests, one each; after them, `fallback` */
  script: LlmBehaviour[];
  fallback: LlmBehaviour;
  close(): Promise<void>;
};

export async function startLlmTestServer(options: { fallback?: LlmBehaviour } = {}): Promise<LlmTestServer> {
  const state: LlmTestServer = {
    baseUrl: '',
    requests: [],
    script: [],
    fallback: options.fallback ?? { kind: 'translate' },
    close: async () => undefined,
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void answer(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });
  async function answer(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const request = parseRequest(body);
    state.requests.push(request);
    const behaviour = state.script.shift() ?? state.fallback;
    const translate = (transform?: (item: BatchItem) => string) =>
      request.items.map((item) => ({
        id: item.id,
        text: transform ? transform(item) : fakeTranslation(item.text, request.glossary),
      }));
    switch (behaviour.kind) {
      case 'status': {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (behaviour.retryAfterMs !== undefined) headers['retry-after-ms'] = String(behaviour.retryAfterMs);
        res.writeHead(behaviour.status, headers);
        res.end(JSON.stringify({ error: { message: `status ${behaviour.status}` } }));
        return;
      }
      case 'hold':
        await behaviour.release;
        if (!res.destroyed) completion(res, JSON.stringify(translate()));
        return;
      case 'drop-last':
        completion(res, JSON.stringify(translate().slice(0, -1)));
        return;
      case 'raw':
        completion(res, behaviour.content);
        return;
      case 'translate': {
        if (behaviour.delayMs) await new Promise((done) => setTimeout(done, behaviour.delayMs));
        if (res.destroyed) return;
        const array = JSON.stringify(translate(behaviour.transform));
        const content =
          behaviour.wrap === 'fence'
            ? `\`\`\`json\n${array}\n\`\`\``
            : behaviour.wrap === 'prose'
              ? `Here are the translations:\n${array}\nI kept the placeholders.`
              : array;
        completion(res, content);
        return;
      }
    }
  }
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return state;
}
