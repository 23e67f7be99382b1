// The translation model behind any OpenAI-compatible chat endpoint (Ollama's /v1, vLLM, llama.cpp's
// server): LLM_BASE_URL, LLM_MODEL, LLM_API_KEY. The `openai` client does the HTTP, and its retries:
// a timeout, a 429 (after the server's Retry-After) or a 5xx is tried again with growing delays, then
// reported as the batch's failure in words a person can act on.
import OpenAI from 'openai';
import type { ChatMessage } from '../../../domain/translations/llm-wire.ts';
import type { Env } from '../../config/env.ts';
import type { AppLogger } from '../logger.ts';

export type LlmClient = {
  model: string;
  /** the answer's content; throws LlmError when the endpoint does not answer usefully */
  complete(messages: ChatMessage[], signal?: AbortSignal): Promise<string | null>;
};

export class LlmError extends Error {
  override name = 'LlmError';
}

/** Retries after the first try: with the client's backoff, 0.5 s, 1 s and 2 s (or what Retry-After says). */
const MAX_RETRIES = 3;

export type LlmConfig = Pick<Env, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS'>;

/** Why a batch failed, for the job and the page. */
function reasonOf(error: unknown, timeoutMs: number): string {
  const tries = `${MAX_RETRIES + 1} tries`;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    const seconds = (timeoutMs / 1000).toLocaleString('en', { maximumFractionDigits: 1 });
    return `The translation model did not answer within ${seconds} s (${tries}).`;
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return `The translation model cannot be reached at LLM_BASE_URL (${tries}).`;
  }
  if (error instanceof OpenAI.RateLimitError) {
    return `The translation model is busy: it answered 429 Too Many Requests (${tries}).`;
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    if (error.status >= 500) return `The translation model failed: it answered ${error.status} (${tries}).`;
    if (error.status === 404) return 'The translation model was not found: check LLM_MODEL and LLM_BASE_URL.';
    if (error.status === 401 || error.status === 403) {
      return `The translation endpoint refused the request (${error.status}): check LLM_API_KEY.`;
    }
    return `The translation endpoint refused the request (${error.status}).`;
  }
  return 'The translation model gave no usable answer.';
}

/** The client, or undefined when no endpoint is configured (the page then says what to set). */
export function createLlmClient(config: LlmConfig, logger: AppLogger): LlmClient | undefined {
  if (!config.LLM_BASE_URL) return undefined;
  const client = new OpenAI({
    baseURL: config.LLM_BASE_URL,
    // Local servers take any key; the client insists on one.
    apiKey: config.LLM_API_KEY ?? 'none',
    timeout: config.LLM_TIMEOUT_MS,
    maxRetries: MAX_RETRIES,
  });
  return {
    model: config.LLM_MODEL,
    async complete(messages, signal) {
      // Catalogue texts only: nothing of a customer is ever in a prompt.
      logger.debug({ model: config.LLM_MODEL, messages }, 'translation prompt');
      try {
        const completion = await client.chat.completions.create(
          // No response_format: its JSON mode wants an object, and the wire is an array (llm-wire.ts).
          { model: config.LLM_MODEL, messages, temperature: 0 },
          { signal },
        );
        const content = completion.choices[0]?.message?.content ?? null;
        logger.debug({ model: config.LLM_MODEL, content }, 'translation answer');
        return content;
      } catch (error) {
        if (error instanceof OpenAI.APIUserAbortError) throw error;
        throw new LlmError(reasonOf(error, config.LLM_TIMEOUT_MS), { cause: error });
      }
    },
  };
}

export function isAbort(error: unknown): boolean {
  return error instanceof OpenAI.APIUserAbortError || (error instanceof Error && error.name === 'AbortError');
}
