import { describe, expect, it } from 'vitest';
import {
  addOption,
  addSubStep,
  applyLayout,
  moveOption,
  moveStep,
  moveSubStep,
  removeSubStep,
  treeIds,
  updateOption,
} from './model-edits.ts';
import { editorDocument } from './testing/editor-fixture.ts';

const slugs = (doc: ReturnType<typeof editorDocument>) =>
  doc.steps.map((step) => `${step.slug}[${step.subSteps.map((subStep) => subStep.slug).join(',')}]`);

describe('the tree reorder reducer', () => {
  it('moves a step and keeps every untouched step the same object', () => {
    const doc = editorDocument();
    const next = moveStep(doc, 1, 0);
    expect(slugs(next)).toEqual(['hoses[hose-length]', 'mixing[mixhead,cleaning]']);
    expect(next.steps[0]).toBe(doc.steps[1]);
    expect(slugs(doc)).toEqual(['mixing[mixhead,cleaning]', 'hoses[hose-length]']);
  });

  it('moves a sub-step within its step and into another step at a position', () => {
    const doc = editorDocument();
    expect(slugs(moveSubStep(doc, { step: 0, subStep: 1 }, { step: 0, subStep: 0 }))).toEqual([
      'mixing[cleaning,mixhead]',
      'hoses[hose-length]',
    ]);
    const across = moveSubStep(doc, { step: 0, subStep: 0 }, { step: 1, subStep: 0 });
    expect(slugs(across)).toEqual(['mixing[cleaning]', 'hoses[mixhead,hose-length]']);
    expect(across.steps[1]?.subSteps[0]).toBe(doc.steps[0]?.subSteps[0]);
  });

  it('applies the layout a drag left: steps and sub-steps by id, across steps', () => {
    const doc = editorDocument();
    const ids = treeIds(doc);
    expect(ids).toEqual([
      { id: 'step:mixing', subSteps: ['sub:mixhead', 'sub:cleaning'] },
      { id: 'step:hoses', subSteps: ['sub:hose-length'] },
    ]);
    const next = applyLayout(doc, [
      { id: 'step:hoses', subSteps: ['sub:hose-length', 'sub:cleaning'] },
      { id: 'step:mixing', subSteps: ['sub:mixhead'] },
    ]);
    expect(slugs(next)).toEqual(['hoses[hose-length,cleaning]', 'mixing[mixhead]']);
  });

  it('leaves the document as it was for a layout that loses, repeats or invents an item', () => {
    const doc = editorDocument();
    expect(applyLayout(doc, [{ id: 'step:mixing', subSteps: ['sub:mixhead', 'sub:cleaning'] }])).toBe(doc);
    expect(
      applyLayout(doc, [
        { id: 'step:mixing', subSteps: ['sub:mixhead', 'sub:mixhead'] },
        { id: 'step:hoses', subSteps: ['sub:hose-length'] },
      ]),
    ).toBe(doc);
    expect(
      applyLayout(doc, [
        { id: 'step:mixing', subSteps: ['sub:mixhead', 'sub:cleaning', 'sub:ghost'] },
        { id: 'step:hoses', subSteps: [] },
      ]),
    ).toBe(doc);
    expect(applyLayout(doc, treeIds(doc))).toBe(doc);
  });

  it('tells rows with the same slug apart while one is being typed', () => {
    const doc = addSubStep(editorDocument(), 1);
    const twice = {
      ...doc,
      steps: doc.steps.map((step, i) =>
        i === 1 ? { ...step, subSteps: step.subSteps.map((s) => ({ ...s, slug: 'same' })) } : step,
      ),
    };
    const ids = treeIds(twice);
    expect(ids[1]?.subSteps).toEqual(['sub:same', 'sub:same#1.1']);
    const swapped = applyLayout(twice, [
      ids[0] as never,
      { id: 'step:hoses', subSteps: ['sub:same#1.1', 'sub:same'] },
    ]);
    expect(swapped.steps[1]?.subSteps[0]).toBe(twice.steps[1]?.subSteps[1]);
  });

  it('adds, changes, moves and removes options without touching other sub-steps', () => {
    const doc = editorDocument();
    const at = { step: 0, subStep: 0 };
    const added = addOption(doc, at);
    expect(added.steps[0]?.subSteps[0]?.options.data.map((o) => o.value)).toEqual([
      'mhl-12',
      'mhl-18',
      'option',
    ]);
    expect(added.steps[0]?.subSteps[1]).toBe(doc.steps[0]?.subSteps[1]);
    expect(added.steps[1]).toBe(doc.steps[1]);
    const priced = updateOption(added, at, 2, (option) => ({ ...option, price: 12.5 }));
    expect(priced.steps[0]?.subSteps[0]?.options.data[2]?.price).toBe(12.5);
    const moved = moveOption(priced, at, 2, 0);
    expect(moved.steps[0]?.subSteps[0]?.options.data.map((o) => o.value)).toEqual([
      'option',
      'mhl-12',
      'mhl-18',
    ]);
    expect(slugs(removeSubStep(moved, at))).toEqual(['mixing[cleaning]', 'hoses[hose-length]']);
  });
});
