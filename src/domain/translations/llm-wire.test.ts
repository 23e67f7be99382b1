import { describe, expect, it } from 'vitest';
import { batchMessages, parseBatchAnswer } from './llm-wire.ts';

const items = [
  { id: '1', text: 'Agitator' },
  { id: '2', text: 'Boom arm' },
];
const answer = '[{"id":"1","text":"Rührwerk"},{"id":"2","text":"Auslegerarm"}]';

describe('the wire to the translation model', () => {
  it('ends the last user message with the JSON array of texts, and names domain, language and glossary', () => {
    const [system, user] = batchMessages({ language: 'German', locale: 'de', glossary: ['HX 100'], items });
    expect(system?.content).toContain('polyurethane (PU) metering machines');
    expect(system?.content).toContain('into German (de)');
    expect(system?.content).toContain('- HX 100');
    expect(user?.role).toBe('user');
    expect(user?.content.endsWith(JSON.stringify(items))).toBe(true);
  });

  it('reads the array alone, in a code fence, or in prose', () => {
    const texts = ['Rührwerk', 'Auslegerarm'];
    expect(parseBatchAnswer(answer, items)).toEqual({ ok: true, texts });
    expect(parseBatchAnswer(`\`\`\`json\n${answer}\n\`\`\``, items)).toEqual({ ok: true, texts });
    expect(parseBatchAnswer(`Sure! Here you go:\n${answer}\nAnything else?`, items)).toEqual({
      ok: true,
      texts,
    });
  });

  it('refuses anything else, a wrong count and a changed order, as a whole', () => {
    expect(parseBatchAnswer('{"translations": []}', items)).toEqual({
      ok: false,
      reason: 'The model did not answer with a JSON array.',
    });
    expect(parseBatchAnswer('', items)).toEqual({ ok: false, reason: 'The model gave an empty answer.' });
    expect(parseBatchAnswer('[{"id":"1","text":"Rührwerk"}]', items)).toEqual({
      ok: false,
      reason: 'The model answered 1 texts for 2.',
    });
    expect(parseBatchAnswer('[{"id":"2","text":"a"},{"id":"1","text":"b"}]', items)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the order changed'),
    });
    expect(parseBatchAnswer('[{"id":"1"},{"id":"2","text":"b"}]', items)).toMatchObject({
      ok: false,
      reason: 'Entry 1 of the answer has no text.',
    });
  });
});
