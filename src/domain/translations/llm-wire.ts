// The wire to the translation model (docs/product.md#machine-translation): one chat completion per
// batch. The last user message ends with a JSON array `[{ "id": "…", "text": "…" }]` of English texts;
// the answer's content is the same array with each text translated, in order. Models wrap JSON in prose
// or a code fence however they are asked, so both are accepted; anything else is refused, as a whole.

export type BatchItem = { id: string; text: string };
export type ChatMessage = { role: 'system' | 'user'; content: string };

/** Terms every prompt keeps as they are, besides the glossary's own (units the configurator shows). */
export const UNIT_TERMS = ['cm³/s', 'l/min', 'g/s', 'bar', 'Hz', 'PED'] as const;

export function batchMessages(options: {
  /** the target language's English name, e.g. "Korean" */
  language: string;
  locale: string;
  glossary: readonly string[];
  items: readonly BatchItem[];
}): ChatMessage[] {
  const terms = options.glossary.map((term) => `- ${term}`).join('\n');
  const system = [
    'You translate the user interface and product texts of a sales configurator for polyurethane (PU) metering machines: dosing lines, pumps, mixheads, day tanks and their options, sold to manufacturers of foams and elastomers.',
    `Translate from English into ${options.language} (${options.locale}). Write as the maker would for its customers: short, precise, technical.`,
    'Never translate these terms; copy them exactly as written:',
    terms,
    'Keep placeholders such as {name} or {{count}} exactly as they are, keep every number and unit unchanged, and add no markup.',
    'Answer with only a JSON array of objects {"id", "text"}: the same ids in the same order, one object per input, each text translated.',
  ].join('\n');
  const user = `Translate each "text" into ${options.language}:\n${JSON.stringify(options.items)}`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export type BatchAnswer = { ok: true; texts: string[] } | { ok: false; reason: string };

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

function parseArray(text: string): unknown[] | undefined {
  const parsed = parseJson(text);
  return Array.isArray(parsed?.value) ? parsed.value : undefined;
}

/** The JSON array of an answer: the whole content, a fenced block, or the array inside prose. */
function arrayIn(content: string): unknown[] | undefined {
  const trimmed = content.trim();
  const whole = parseJson(trimmed);
  // JSON that is not an array (an object around the texts) is another protocol: refused, not searched.
  if (whole) return Array.isArray(whole.value) ? whole.value : undefined;
  for (const fence of trimmed.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)) {
    const inner = parseArray((fence[1] ?? '').trim());
    if (inner) return inner;
  }
  const start = trimmed.indexOf('[');
  const end = trimmed.lastIndexOf(']');
  if (start >= 0 && end > start) {
    const inner = parseArray(trimmed.slice(start, end + 1));
    if (inner) return inner;
  }
  return undefined;
}

/** The translated texts of a batch, in its order; or why the answer cannot be used. */
export function parseBatchAnswer(
  content: string | null | undefined,
  items: readonly BatchItem[],
): BatchAnswer {
  if (!content || content.trim() === '') return { ok: false, reason: 'The model gave an empty answer.' };
  const array = arrayIn(content);
  if (!array) return { ok: false, reason: 'The model did not answer with a JSON array.' };
  if (array.length !== items.length) {
    return {
      ok: false,
      reason: `The model answered ${array.length} texts for ${items.length}.`,
    };
  }
  const texts: string[] = [];
  for (const [index, entry] of array.entries()) {
    const item = items[index] as BatchItem;
    const fields = entry as { id?: unknown; text?: unknown } | null;
    if (typeof fields !== 'object' || fields === null || typeof fields.text !== 'string') {
      return { ok: false, reason: `Entry ${index + 1} of the answer has no text.` };
    }
    if (String(fields.id) !== item.id) {
      return {
        ok: false,
        reason: `Entry ${index + 1} of the answer is not "${item.id}": the order changed.`,
      };
    }
    texts.push(fields.text);
  }
  return { ok: true, texts };
}
