// The guard's words for JSON that is not JSON: `jsonSyntaxError` must agree with JSON.parse on what
// is JSON (it only says where the text breaks; JSON.parse decides), checked on generated texts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxError, notJson } from './request-guard.ts';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON texts with one character dropped, doubled or replaced: mostly broken, sometimes not. */
const mangled = fc
  .tuple(
    fc.json(),
    fc.nat(),
    fc.constantFrom('drop', 'double', 'replace'),
    fc.constantFrom(...'{}[],:"\\ 0-.eE\u0001tnx'),
  )
  .map(([text, at, how, ch]) => {
    const i = text.length === 0 ? 0 : at % text.length;
    if (how === 'drop') return text.slice(0, i) + text.slice(i + 1);
    if (how === 'double') return text.slice(0, i) + text[i] + text.slice(i);
    return text.slice(0, i) + ch + text.slice(i + 1);
  });

describe('jsonSyntaxError', () => {
  it('finds nothing wrong in any JSON text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v, null, 2)),
        ),
        (text) => {
          expect(jsonSyntaxError(text)).toBeUndefined();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('finds a break exactly where JSON.parse refuses, in mangled and arbitrary texts', () => {
    fc.assert(
      fc.property(
        fc.oneof(mangled, fc.string(), fc.string({ unit: fc.constantFrom(...'{}[],:"\\ 01e.-tru') })),
        (text) => {
          expect(jsonSyntaxError(text) === undefined, JSON.stringify(text)).toBe(parses(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('says where, by line and column, and what was expected, without quoting the text', () => {
    expect(notJson('The body', '{"a":1}')).toBeUndefined();
    expect(notJson('The body', '{"a":')).toBe('The body is not valid JSON: it ends too early.');
    expect(notJson('The body', 'tru')).toBe('The body is not valid JSON: it ends too early.');
    expect(notJson('The body', '{"a":1,}')).toBe(
      'The body is not valid JSON: at line 1, column 8, a property name in double quotes was expected.',
    );
    expect(notJson('The body', '{\n  "a": [1 2]\n}')).toBe(
      'The body is not valid JSON: at line 2, column 11, "," or "]" was expected.',
    );
    expect(notJson('The body', "{'password':'hunter2'}")).toBe(
      'The body is not valid JSON: at line 1, column 2, a property name in double quotes was expected.',
    );
    expect(notJson('The body', '{"a":1} {"b":2}')).toMatch(/column 9, nothing after the end of the value/);
    expect(notJson('The body', '"a\\x"')).toMatch(/column 4, a valid escape after the backslash/);
  });

  it('does not recurse: a very deep text is described without a stack overflow', () => {
    expect(jsonSyntaxError('['.repeat(200_000))).toEqual({ offset: 200_000, expected: expect.any(String) });
    expect(jsonSyntaxError(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBeUndefined();
  });
});
