// The edits of the steps and options editor as pure functions: each takes the draft document and gives a
// new one, sharing every step, sub-step and option it did not touch (the tree's memoised rows re-render
// only where something changed). Positions are indices, as the tree and the editors hold them.
import type {
  DocumentOption,
  DocumentSubStep,
  ModelDocument,
} from '../../../../domain/configurator/model-document.ts';

type DocumentStep = ModelDocument['steps'][number];

/** Where a sub-step is: its step's index and its own within the step. */
export type SubStepAt = { step: number; subStep: number };

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...items];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

function replacedAt<T>(items: readonly T[], index: number, item: T): T[] {
  const next = [...items];
  next[index] = item;
  return next;
}

/** A slug no step or sub-step of the document has yet: `base`, else `base-2`, `base-3`… */
function freshSlug(doc: ModelDocument, base: string): string {
  const used = new Set<string>();
  for (const step of doc.steps) {
    used.add(step.slug);
    for (const subStep of step.subSteps) used.add(subStep.slug);
  }
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** An option value the sub-step does not use yet. */
function freshValue(subStep: DocumentSubStep, base = 'option'): string {
  const used = new Set(subStep.options.data.map((option) => option.value));
  let value = base;
  for (let n = 2; used.has(value); n++) value = `${base}-${n}`;
  return value;
}

export function moveStep(doc: ModelDocument, from: number, to: number): ModelDocument {
  if (from === to) return doc;
  return { ...doc, steps: moved(doc.steps, from, to) };
}

/** Moves a sub-step within its step or into another one (`to.subStep`: its index there after the move). */
export function moveSubStep(doc: ModelDocument, from: SubStepAt, to: SubStepAt): ModelDocument {
  if (from.step === to.step && from.subStep === to.subStep) return doc;
  const source = doc.steps[from.step];
  const subStep = source?.subSteps[from.subStep];
  if (!source || !subStep || !doc.steps[to.step]) return doc;
  if (from.step === to.step) {
    return updateStep(doc, from.step, (step) => ({
      ...step,
      subSteps: moved(step.subSteps, from.subStep, to.subStep),
    }));
  }
  const steps = doc.steps.map((step, index) => {
    if (index === from.step) return { ...step, subSteps: step.subSteps.filter((_, i) => i !== from.subStep) };
    if (index === to.step) {
      const subSteps = [...step.subSteps];
      subSteps.splice(Math.max(0, Math.min(to.subStep, subSteps.length)), 0, subStep);
      return { ...step, subSteps };
    }
    return step;
  });
  return { ...doc, steps };
}

/**
 * The tree as the drag and drop left it: step ids in their order, each with its sub-step ids. Ids are
 * the tree's own (`treeIds`); a layout that loses or invents an item leaves the document as it was.
 */
export type TreeLayout = { id: string; subSteps: string[] }[];

/** Ids for the tree's rows: the slug, made unique with its position while two items share one. */
export function treeIds(doc: ModelDocument): TreeLayout {
  const seen = new Set<string>();
  const unique = (prefix: string, slug: string, position: string) => {
    let id = `${prefix}:${slug}`;
    if (seen.has(id)) id = `${prefix}:${slug}#${position}`;
    seen.add(id);
    return id;
  };
  return doc.steps.map((step, i) => ({
    id: unique('step', step.slug, String(i)),
    subSteps: step.subSteps.map((subStep, j) => unique('sub', subStep.slug, `${i}.${j}`)),
  }));
}

export function applyLayout(doc: ModelDocument, layout: TreeLayout): ModelDocument {
  const ids = treeIds(doc);
  const steps = new Map<string, DocumentStep>();
  const subSteps = new Map<string, DocumentSubStep>();
  ids.forEach((step, i) => {
    const docStep = doc.steps[i] as DocumentStep;
    steps.set(step.id, docStep);
    step.subSteps.forEach((id, j) => {
      subSteps.set(id, docStep.subSteps[j] as DocumentSubStep);
    });
  });
  const placed = layout.flatMap((step) => step.subSteps);
  if (
    layout.length !== steps.size ||
    placed.length !== subSteps.size ||
    new Set(placed).size !== placed.length ||
    layout.some((step) => !steps.has(step.id)) ||
    placed.some((id) => !subSteps.has(id))
  ) {
    return doc;
  }
  const next = layout.map((entry) => {
    const step = steps.get(entry.id) as DocumentStep;
    const children = entry.subSteps.map((id) => subSteps.get(id) as DocumentSubStep);
    const same = children.length === step.subSteps.length && children.every((c, i) => c === step.subSteps[i]);
    return same ? step : { ...step, subSteps: children };
  });
  const unchanged = next.every((step, i) => step === doc.steps[i]);
  return unchanged ? doc : { ...doc, steps: next };
}

export function updateStep(
  doc: ModelDocument,
  index: number,
  change: (step: DocumentStep) => DocumentStep,
): ModelDocument {
  const step = doc.steps[index];
  if (!step) return doc;
  return { ...doc, steps: replacedAt(doc.steps, index, change(step)) };
}

export function updateSubStep(
  doc: ModelDocument,
  at: SubStepAt,
  change: (subStep: DocumentSubStep) => DocumentSubStep,
): ModelDocument {
  return updateStep(doc, at.step, (step) => {
    const subStep = step.subSteps[at.subStep];
    return subStep ? { ...step, subSteps: replacedAt(step.subSteps, at.subStep, change(subStep)) } : step;
  });
}

export function updateOption(
  doc: ModelDocument,
  at: SubStepAt,
  index: number,
  change: (option: DocumentOption) => DocumentOption,
): ModelDocument {
  return updateSubStep(doc, at, (subStep) => {
    const option = subStep.options.data[index];
    if (!option) return subStep;
    return {
      ...subStep,
      options: { ...subStep.options, data: replacedAt(subStep.options.data, index, change(option)) },
    };
  });
}

export function addStep(doc: ModelDocument): ModelDocument {
  const slug = freshSlug(doc, 'new-step');
  return { ...doc, steps: [...doc.steps, { slug, title: 'New step', subSteps: [] }] };
}

export function removeStep(doc: ModelDocument, index: number): ModelDocument {
  return { ...doc, steps: doc.steps.filter((_, i) => i !== index) };
}

export function addSubStep(doc: ModelDocument, stepIndex: number): ModelDocument {
  const slug = freshSlug(doc, 'new-sub-step');
  return updateStep(doc, stepIndex, (step) => ({
    ...step,
    subSteps: [...step.subSteps, { slug, title: 'New sub-step', options: { fieldType: 'radio', data: [] } }],
  }));
}

export function removeSubStep(doc: ModelDocument, at: SubStepAt): ModelDocument {
  return updateStep(doc, at.step, (step) => ({
    ...step,
    subSteps: step.subSteps.filter((_, i) => i !== at.subStep),
  }));
}

export function addOption(doc: ModelDocument, at: SubStepAt): ModelDocument {
  return updateSubStep(doc, at, (subStep) => ({
    ...subStep,
    options: {
      ...subStep.options,
      data: [...subStep.options.data, { value: freshValue(subStep), label: 'New option', price: null }],
    },
  }));
}

export function removeOption(doc: ModelDocument, at: SubStepAt, index: number): ModelDocument {
  return updateSubStep(doc, at, (subStep) => ({
    ...subStep,
    options: { ...subStep.options, data: subStep.options.data.filter((_, i) => i !== index) },
  }));
}

export function moveOption(doc: ModelDocument, at: SubStepAt, from: number, to: number): ModelDocument {
  if (from === to) return doc;
  return updateSubStep(doc, at, (subStep) => ({
    ...subStep,
    options: { ...subStep.options, data: moved(subStep.options.data, from, to) },
  }));
}

/** Where the sub-step of `slug` is, or undefined. */
export function locateSubStepAt(doc: ModelDocument, slug: string): SubStepAt | undefined {
  for (const [i, step] of doc.steps.entries()) {
    const j = step.subSteps.findIndex((subStep) => subStep.slug === slug);
    if (j >= 0) return { step: i, subStep: j };
  }
  return undefined;
}
