// The "Steps and options" part of the model editor: the tree of steps and sub-steps beside the editor of
// what is chosen in it (a step's slug and title, or a sub-step with its options).
import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { memo, useEffect, useMemo, useRef } from 'react';
import type {
  DocumentOption,
  DocumentSubStep,
  ModelDocument,
} from '../../../../domain/configurator/model-document.ts';
import { type ChoiceKey, subStepKeys } from './choice-keys.ts';
import type { EditorCatalogue } from './editor-contract.ts';
import { useFieldError } from './field-errors.tsx';
import { type LiveCheck, previewOption } from './live-check.ts';
import classes from './model-editor.module.css';
import {
  addOption,
  addStep,
  addSubStep,
  applyLayout,
  locateSubStepAt,
  moveOption,
  removeOption,
  removeStep,
  removeSubStep,
  type SubStepAt,
  updateOption,
  updateStep,
  updateSubStep,
} from './model-edits.ts';
import { StepsTree, type TreeActions, type TreeSelection } from './steps-tree.tsx';
import { SubStepEditor } from './sub-step-editor.tsx';

/** What is chosen, by slug (positions change when rows move); the option by its index. */
export type EditorSelection =
  | { kind: 'step'; slug: string }
  | { kind: 'subStep'; slug: string; option: number | null }
  | null;

type Edit = (change: (doc: ModelDocument) => ModelDocument) => void;

export function StepsEditor({
  doc,
  catalogue,
  check,
  baseKeys,
  selection,
  onSelect,
  focusRequest,
  edit,
}: {
  doc: ModelDocument;
  catalogue: EditorCatalogue;
  check: LiveCheck;
  baseKeys: readonly ChoiceKey[];
  selection: EditorSelection;
  onSelect: (next: EditorSelection) => void;
  focusRequest: number;
  edit: Edit;
}) {
  const at = selection?.kind === 'subStep' ? locateSubStepAt(doc, selection.slug) : undefined;
  const stepIndex =
    selection?.kind === 'step' ? doc.steps.findIndex((step) => step.slug === selection.slug) : -1;
  const treeSelection: TreeSelection = at
    ? { kind: 'subStep', at }
    : stepIndex >= 0
      ? { kind: 'step', step: stepIndex }
      : null;

  // Stable for the memoised rows: they read the newest document through `edit`.
  const docRef = useRef(doc);
  docRef.current = doc;
  const treeActions = useMemo<TreeActions>(
    () => ({
      layout: (next) => edit((current) => applyLayout(current, next)),
      select: (next) => {
        const current = docRef.current;
        if (!next) onSelect(null);
        else if (next.kind === 'step') onSelect({ kind: 'step', slug: current.steps[next.step]?.slug ?? '' });
        else {
          const slug = current.steps[next.at.step]?.subSteps[next.at.subStep]?.slug;
          if (slug !== undefined) onSelect({ kind: 'subStep', slug, option: null });
        }
      },
      addStep: () => {
        const next = addStep(docRef.current);
        edit(() => next);
        onSelect({ kind: 'step', slug: next.steps.at(-1)?.slug ?? '' });
      },
      removeStep: (index) => edit((current) => removeStep(current, index)),
      addSubStep: (index) => {
        const next = addSubStep(docRef.current, index);
        edit(() => next);
        const added = next.steps[index]?.subSteps.at(-1);
        if (added) onSelect({ kind: 'subStep', slug: added.slug, option: null });
      },
      removeSubStep: (position) => edit((current) => removeSubStep(current, position)),
    }),
    [edit, onSelect],
  );

  return (
    <div className={classes.stepsLayout}>
      <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="steps-tree-heading">
        <Title order={2} size="h4" id="steps-tree-heading" mb="xs">
          Steps
        </Title>
        <StepsTree doc={doc} selection={treeSelection} bySubStep={check.bySubStep} actions={treeActions} />
      </Paper>
      <div>
        {at && selection?.kind === 'subStep' ? (
          <SubStepPanel
            doc={doc}
            at={at}
            option={selection.option}
            catalogue={catalogue}
            check={check}
            baseKeys={baseKeys}
            focusRequest={focusRequest}
            onSelect={onSelect}
            edit={edit}
          />
        ) : stepIndex >= 0 ? (
          <StepFields doc={doc} index={stepIndex} edit={edit} onSelect={onSelect} />
        ) : (
          <Paper withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              Choose a step or sub-step in the tree to edit it, or a finding of the model check to go where it
              points.
            </Text>
          </Paper>
        )}
      </div>
    </div>
  );
}

function StepFields({
  doc,
  index,
  edit,
  onSelect,
}: {
  doc: ModelDocument;
  index: number;
  edit: Edit;
  onSelect: (next: EditorSelection) => void;
}) {
  const step = doc.steps[index];
  const slugError = useFieldError(`steps.${index}.slug`);
  const titleError = useFieldError(`steps.${index}.title`);
  if (!step) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="step-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="step-heading">
          Step {step.title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Slug"
            description="Lower-case letters, digits, hyphens; the step named packages holds the packages"
            value={step.slug}
            error={slugError}
            required
            onChange={(event) => {
              const slug = event.currentTarget.value;
              edit((current) => updateStep(current, index, (s) => ({ ...s, slug })));
              onSelect({ kind: 'step', slug });
            }}
          />
          <TextInput
            label="Title"
            value={step.title}
            error={titleError}
            required
            onChange={(event) => {
              const title = event.currentTarget.value;
              edit((current) => updateStep(current, index, (s) => ({ ...s, title })));
            }}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {step.subSteps.length} sub-steps. Drag them in the tree, or add one with the plus of the step.
        </Text>
      </Stack>
    </Paper>
  );
}

const SubStepPanel = memo(function SubStepPanel({
  doc,
  at,
  option,
  catalogue,
  check,
  baseKeys,
  focusRequest,
  onSelect,
  edit,
}: {
  doc: ModelDocument;
  at: SubStepAt;
  option: number | null;
  catalogue: EditorCatalogue;
  check: LiveCheck;
  baseKeys: readonly ChoiceKey[];
  focusRequest: number;
  onSelect: (next: EditorSelection) => void;
  edit: Edit;
}) {
  const step = doc.steps[at.step] as ModelDocument['steps'][number];
  const subStep = step.subSteps[at.subStep] as DocumentSubStep;
  const keys = useMemo(() => subStepKeys(doc), [doc]);
  const selectedOption = option !== null && option < subStep.options.data.length ? option : null;
  const chosen = selectedOption === null ? undefined : subStep.options.data[selectedOption];
  const preview = useMemo(
    () => (chosen ? previewOption(check.data, catalogue, subStep.slug, chosen.value) : []),
    [check.data, catalogue, subStep.slug, chosen],
  );
  const findings = useMemo(
    () => [...check.errors, ...check.warnings].filter((finding) => finding.subStepSlug === subStep.slug),
    [check, subStep.slug],
  );
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusRequest > 0 && selectedOption === null) {
      heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      heading.current?.focus({ preventScroll: true });
    }
  }, [focusRequest, selectedOption]);

  // The newest position and slug, for handlers made once per sub-step.
  const atRef = useRef(at);
  atRef.current = at;
  const slugRef = useRef(subStep.slug);
  slugRef.current = subStep.slug;
  const actions = useMemo(
    () => ({
      change: (next: DocumentSubStep) => {
        edit((current) => updateSubStep(current, atRef.current, () => next));
        if (next.slug !== slugRef.current) onSelect({ kind: 'subStep', slug: next.slug, option: null });
      },
      changeOption: (index: number, next: DocumentOption) =>
        edit((current) => updateOption(current, atRef.current, index, () => next)),
      addOption: () => edit((current) => addOption(current, atRef.current)),
      removeOption: (index: number) => {
        edit((current) => removeOption(current, atRef.current, index));
        onSelect({ kind: 'subStep', slug: slugRef.current, option: null });
      },
      moveOption: (from: number, to: number) => {
        edit((current) => moveOption(current, atRef.current, from, to));
        onSelect({ kind: 'subStep', slug: slugRef.current, option: to });
      },
      selectOption: (index: number | null) =>
        onSelect({ kind: 'subStep', slug: slugRef.current, option: index }),
    }),
    [edit, onSelect],
  );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="sub-step-heading"
    >
      <Stack gap="sm">
        <div>
          <Title
            order={2}
            size="h4"
            id="sub-step-heading"
            ref={heading}
            tabIndex={-1}
            className={classes.focusHeading}
          >
            Sub-step {subStep.title}
          </Title>
          <Text size="xs" c="dimmed">
            In step {step.title}
          </Text>
        </div>
        <SubStepEditor
          subStep={subStep}
          stepSlug={step.slug}
          stepTitle={step.title}
          path={`steps.${at.step}.subSteps.${at.subStep}`}
          selectedOption={selectedOption}
          focusRequest={selectedOption === null ? 0 : focusRequest}
          findings={findings}
          baseKeys={baseKeys}
          subStepKeys={keys}
          catalogue={catalogue}
          preview={preview}
          actions={actions}
        />
      </Stack>
    </Paper>
  );
});
