// The checks a machine translation passes before it is stored (docs/product.md#translations). A
// suggestion that fails one is not shown to anybody: the text stays missing, with the first reason.
// Modelled on a translation platform's quality checks: what a model gets wrong most often is what a
// customer would notice first (a lost placeholder, a changed number, an English sentence left as it was).

type SuggestionProblemCode =
  | 'EMPTY'
  | 'PLACEHOLDERS'
  | 'NUMBERS'
  | 'GLOSSARY'
  | 'UNTRANSLATED'
  | 'TOO_LONG'
  | 'MARKUP';

export type SuggestionProblem = { code: SuggestionProblemCode; message: string };

const PLACEHOLDER = /\{\{\s*[\w.-]+\s*\}\}|\{[\w.-]+\}/g;
const NUMBER = /\d+(?:[.,]\d+)*/g;
const TAG = /<\/?([a-z][a-z0-9]*)\b[^>]*>/gi;
const WORD = /\p{L}+/gu;
/** The length a short text may grow to whatever its source (a three-letter word has no 9-letter limit). */
const SHORT_TEXT_ROOM = 12;
const MAX_LENGTH_FACTOR = 3;

function multiset(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** What is in `expected` and not (as often) in `actual`. */
function missingFrom(expected: readonly string[], actual: readonly string[]): string[] {
  const have = multiset(actual);
  const missing: string[] = [];
  for (const value of expected) {
    const left = have.get(value) ?? 0;
    if (left > 0) have.set(value, left - 1);
    else missing.push(value);
  }
  return missing;
}

const placeholders = (text: string) => (text.match(PLACEHOLDER) ?? []).map((p) => p.replace(/\s+/g, ''));
// 1,234.5 and 1.234,5 are the same number in two locales: the digits and their grouping are compared.
const numbers = (text: string) =>
  (text.replace(PLACEHOLDER, ' ').match(NUMBER) ?? []).map((n) => n.replace(/[.,]/g, '.'));
const tags = (text: string) => [...text.matchAll(TAG)].map((m) => (m[1] ?? '').toLowerCase());

/** Whether `text` holds `term` as a whole term (not inside a longer word). */
export function holdsTerm(text: string, term: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(term, from);
    if (at < 0) return false;
    const before = text[at - 1];
    const after = text[at + term.length];
    const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
    // A term that starts or ends with a letter must not continue a word there ("bar" in "barrel").
    const startsWord = !/^[\p{L}\p{N}]/u.test(term) || !isWordChar(before);
    const endsWord = !/[\p{L}\p{N}]$/u.test(term) || !isWordChar(after);
    if (startsWord && endsWord) return true;
    from = at + 1;
  }
}

function withoutTerms(text: string, terms: readonly string[]): string {
  let rest = text.replace(PLACEHOLDER, ' ');
  for (const term of terms) rest = rest.split(term).join(' ');
  return rest;
}

/**
 * Source words of four letters or more that the suggestion repeats: most of a longer English source
 * left as it was means the model did not translate it (glossary terms and placeholders aside).
 */
function leftoverEnglish(source: string, suggestion: string, glossary: readonly string[]): boolean {
  const sourceWords = (withoutTerms(source, glossary).match(WORD) ?? []).map((w) => w.toLowerCase());
  if ((source.match(WORD) ?? []).length <= 3) return false;
  const long = [...new Set(sourceWords.filter((word) => word.length >= 4))];
  if (long.length < 3) return false;
  const kept = new Set((withoutTerms(suggestion, glossary).match(WORD) ?? []).map((w) => w.toLowerCase()));
  const repeated = long.filter((word) => kept.has(word)).length;
  return repeated / long.length >= 0.6;
}

/** Every problem of a suggestion for `source` (empty: it may be stored as a machine translation). */
export function checkSuggestion(
  source: string,
  suggestion: string,
  glossary: readonly string[],
): SuggestionProblem[] {
  const problems: SuggestionProblem[] = [];
  if (suggestion.trim() === '') {
    return [{ code: 'EMPTY', message: 'The model answered an empty text.' }];
  }
  const lostPlaceholders = missingFrom(placeholders(source), placeholders(suggestion));
  const addedPlaceholders = missingFrom(placeholders(suggestion), placeholders(source));
  if (lostPlaceholders.length || addedPlaceholders.length) {
    problems.push({
      code: 'PLACEHOLDERS',
      message: lostPlaceholders.length
        ? `The placeholder ${lostPlaceholders.join(', ')} was lost.`
        : `The placeholder ${addedPlaceholders.join(', ')} is not in the English text.`,
    });
  }
  const lostNumbers = missingFrom(numbers(source), numbers(suggestion));
  if (lostNumbers.length) {
    problems.push({ code: 'NUMBERS', message: `The number ${lostNumbers.join(', ')} was changed or lost.` });
  }
  const lostTerms = glossary.filter((term) => holdsTerm(source, term) && !holdsTerm(suggestion, term));
  if (lostTerms.length) {
    problems.push({
      code: 'GLOSSARY',
      message: `“${lostTerms.join('”, “')}” must stay as it is (glossary).`,
    });
  }
  if (leftoverEnglish(source, suggestion, glossary)) {
    problems.push({ code: 'UNTRANSLATED', message: 'Most of the English text was left untranslated.' });
  }
  const limit = Math.max(source.length * MAX_LENGTH_FACTOR, SHORT_TEXT_ROOM);
  if (suggestion.length > limit) {
    problems.push({
      code: 'TOO_LONG',
      message: `The text is ${suggestion.length} characters long, more than ${MAX_LENGTH_FACTOR} times the English (${source.length}).`,
    });
  }
  const addedTags = missingFrom(tags(suggestion), tags(source));
  if (addedTags.length) {
    problems.push({ code: 'MARKUP', message: `Markup was added: <${addedTags.join('>, <')}>.` });
  }
  return problems;
}
