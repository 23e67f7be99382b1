// The steps and their sub-steps as a tree that is reordered by dragging with the mouse or, from a row's
// handle, with the keyboard (Space picks up, arrows move, Space drops, Escape cancels), each move told
// to screen readers. Sub-steps move within their step and into others, an empty step included. While
// a row is dragged the tree shows the layout it would leave; the draft changes once on the drop.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, Text, UnstyledButton } from '@mantine/core';
import { IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import type { DocumentSubStep, ModelDocument } from '../../../../domain/configurator/model-document.ts';
import { useConfirmRemove } from './confirm-remove.tsx';
import classes from './model-editor.module.css';
import type { SubStepAt, TreeLayout } from './model-edits.ts';
import { treeIds } from './model-edits.ts';

type DocumentStep = ModelDocument['steps'][number];
type Counts = { errors: number; warnings: number };

/** What is chosen in the tree: a step (its fields) or a sub-step (its fields and options). */
export type TreeSelection = { kind: 'step'; step: number } | { kind: 'subStep'; at: SubStepAt } | null;

export type TreeActions = {
  layout: (next: TreeLayout) => void;
  select: (selection: TreeSelection) => void;
  addStep: () => void;
  removeStep: (index: number) => void;
  addSubStep: (stepIndex: number) => void;
  removeSubStep: (at: SubStepAt) => void;
};

const EMPTY_PREFIX = 'empty:';
// Options made once: new ones on a render would give new sensors, and every row would render again.
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };
const isStepId = (id: UniqueIdentifier) => String(id).startsWith('step:');

export function StepsTree({
  doc,
  selection,
  bySubStep,
  actions,
}: {
  doc: ModelDocument;
  selection: TreeSelection;
  bySubStep: ReadonlyMap<string, Counts>;
  actions: TreeActions;
}) {
  // The same ids (and so the same sortable contexts) while only texts and options change: a context
  // with new items would re-render every row of the tree on each keystroke.
  const idsKey = useMemo(() => JSON.stringify(treeIds(doc)), [doc]);
  const ids = useMemo(() => JSON.parse(idsKey) as TreeLayout, [idsKey]);
  const [dragged, setDragged] = useState<TreeLayout | null>(null);
  const [activeKind, setActiveKind] = useState<'step' | 'subStep' | null>(null);
  const layout = dragged ?? ids;
  const stepIds = useMemo(() => layout.map((step) => step.id), [layout]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));

  // Ids → the document's items, and their names for announcements.
  const byId = useMemo(() => {
    const steps = new Map<string, DocumentStep>();
    const subSteps = new Map<string, DocumentSubStep>();
    ids.forEach((step, i) => {
      const docStep = doc.steps[i] as DocumentStep;
      steps.set(step.id, docStep);
      step.subSteps.forEach((id, j) => {
        subSteps.set(id, docStep.subSteps[j] as DocumentSubStep);
      });
    });
    return { steps, subSteps };
  }, [doc, ids]);
  const nameOf = (id: UniqueIdentifier) => {
    const key = String(id);
    if (isStepId(key)) return `step ${byId.steps.get(key)?.title ?? key}`;
    return `sub-step ${byId.subSteps.get(key)?.title ?? key}`;
  };
  const containerOf = (current: TreeLayout, id: string) =>
    id.startsWith(EMPTY_PREFIX)
      ? current.findIndex((step) => step.id === id.slice(EMPTY_PREFIX.length))
      : current.findIndex((step) => step.subSteps.includes(id));
  const where = (current: TreeLayout, id: UniqueIdentifier) => {
    const key = String(id);
    if (isStepId(key)) {
      const index = current.findIndex((step) => step.id === key);
      return `position ${index + 1} of ${current.length} steps`;
    }
    const stepIndex = containerOf(current, key);
    const step = current[stepIndex];
    if (!step) return 'no position';
    const title = byId.steps.get(step.id)?.title ?? step.id;
    return `position ${step.subSteps.indexOf(key) + 1} of ${step.subSteps.length} in step ${title}`;
  };

  // Over another row, the dragged one would take that row's place.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${where(layout, active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is now at ${where(dragged ?? ids, over.id)}.`
        : `${nameOf(active.id)} is over no place to drop.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${where(dragged ?? ids, over.id)}.`
        : `${nameOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it is back where it was.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveKind(isStepId(active.id) ? 'step' : 'subStep');
    setDragged(ids);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || isStepId(active.id)) return;
    setDragged((current) => {
      const base = current ?? ids;
      const activeId = String(active.id);
      const from = containerOf(base, activeId);
      const to = containerOf(base, String(over.id));
      if (from < 0 || to < 0 || from === to) return base;
      const target = base[to] as TreeLayout[number];
      const overIndex = target.subSteps.indexOf(String(over.id));
      const at = overIndex < 0 ? target.subSteps.length : overIndex;
      return base.map((step, index) => {
        if (index === from) return { ...step, subSteps: step.subSteps.filter((id) => id !== activeId) };
        if (index === to) {
          const subSteps = [...step.subSteps];
          subSteps.splice(at, 0, activeId);
          return { ...step, subSteps };
        }
        return step;
      });
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const base = dragged ?? ids;
    setDragged(null);
    setActiveKind(null);
    if (!over) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    let next = base;
    if (isStepId(activeId)) {
      const from = base.findIndex((step) => step.id === activeId);
      const to = base.findIndex((step) => step.id === overId);
      if (from >= 0 && to >= 0 && from !== to) next = arrayMove(base, from, to);
    } else {
      const container = containerOf(base, activeId);
      const step = base[container];
      if (step && containerOf(base, overId) === container) {
        const from = step.subSteps.indexOf(activeId);
        const to = step.subSteps.indexOf(overId);
        if (from >= 0 && to >= 0 && from !== to) {
          next = base.map((entry, index) =>
            index === container ? { ...entry, subSteps: arrayMove(entry.subSteps, from, to) } : entry,
          );
        }
      }
    }
    if (next !== ids) actions.layout(next);
  };

  const selectedSubStep = selection?.kind === 'subStep' ? selection.at : null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragged(null);
        setActiveKind(null);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space or Enter. While it is picked up, the arrow keys move it, Space or Enter drops it, and Escape cancels.',
        },
      }}
    >
      <SortableContext items={stepIds} strategy={verticalListSortingStrategy}>
        <ol className={classes.tree} aria-label="Steps and sub-steps">
          {layout.map((entry) => {
            const index = ids.findIndex((step) => step.id === entry.id);
            const step = byId.steps.get(entry.id) as DocumentStep;
            const subSteps = entry.subSteps.map((id) => ({
              id,
              subStep: byId.subSteps.get(id) as DocumentSubStep,
            }));
            const countsKey = subSteps
              .map(({ subStep }) => {
                const counts = bySubStep.get(subStep.slug);
                return counts ? `${subStep.slug}:${counts.errors}/${counts.warnings}` : '';
              })
              .join(',');
            return (
              <StepItem
                key={entry.id}
                id={entry.id}
                index={index}
                step={step}
                subSteps={subSteps}
                selectedStep={selection?.kind === 'step' && selection.step === index}
                selectedSubStep={selectedSubStep?.step === index ? selectedSubStep.subStep : null}
                countsKey={countsKey}
                bySubStep={bySubStep}
                activeKind={activeKind}
                actions={actions}
              />
            );
          })}
        </ol>
      </SortableContext>
      <Button
        mt="sm"
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={actions.addStep}
      >
        Add step
      </Button>
    </DndContext>
  );
}

type StepItemProps = {
  id: string;
  index: number;
  step: DocumentStep;
  subSteps: { id: string; subStep: DocumentSubStep }[];
  selectedStep: boolean;
  selectedSubStep: number | null;
  /** the marks of the step's sub-steps in one string, so a row re-renders only when they change */
  countsKey: string;
  bySubStep: ReadonlyMap<string, Counts>;
  activeKind: 'step' | 'subStep' | null;
  actions: TreeActions;
};

const StepItem = memo(
  function StepItem(props: StepItemProps) {
    const { id, index, step, actions } = props;
    const ask = useConfirmRemove();
    const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
      useSortable({
        id,
        // While a sub-step is dragged, only sub-steps (and empty steps) are places to drop.
        disabled: { droppable: props.activeKind === 'subStep' },
      });
    // The sub-steps' order in the document: the row ids may be in a dragged layout.
    const indexIn = (subStep: DocumentSubStep) => step.subSteps.indexOf(subStep);
    return (
      <li
        ref={setNodeRef}
        className={classes.stepItem}
        data-dragging={isDragging || undefined}
        style={{ transform: CSS.Translate.toString(transform), transition }}
      >
        <div className={classes.stepRow} data-selected={props.selectedStep || undefined}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            className={classes.handle}
            {...attributes}
            {...listeners}
            aria-label={`Move step ${step.title}`}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
          <UnstyledButton
            className={classes.rowButton}
            aria-current={props.selectedStep ? 'true' : undefined}
            onClick={() => actions.select({ kind: 'step', step: index })}
          >
            <Text fw={600} size="sm" span>
              {step.title || '(no title)'}
            </Text>{' '}
            <Text size="xs" c="dimmed" span>
              {step.slug}
            </Text>
          </UnstyledButton>
          <ActionIcon
            variant="subtle"
            aria-label={`Add a sub-step to ${step.title}`}
            onClick={() => actions.addSubStep(index)}
          >
            <IconPlus size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove step ${step.title}`}
            onClick={() =>
              ask({
                title: `Remove step "${step.title}"?`,
                detail: `The step ${step.slug} leaves the draft with its ${step.subSteps.length} sub-steps and all their options.`,
                remove: () => actions.removeStep(index),
              })
            }
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </div>
        <SortableContext
          items={props.subSteps.map((entry) => entry.id)}
          strategy={verticalListSortingStrategy}
        >
          <ol className={classes.subStepList} aria-label={`Sub-steps of ${step.title}`}>
            {props.subSteps.map(({ id: subId, subStep }) => {
              const at = { step: index, subStep: indexIn(subStep) };
              return (
                <SubStepItem
                  key={subId}
                  id={subId}
                  subStep={subStep}
                  at={at}
                  selected={props.selectedSubStep !== null && props.selectedSubStep === at.subStep}
                  counts={props.bySubStep.get(subStep.slug)}
                  activeKind={props.activeKind}
                  actions={actions}
                />
              );
            })}
            {props.subSteps.length === 0 && <EmptyStep id={`${EMPTY_PREFIX}${id}`} />}
          </ol>
        </SortableContext>
      </li>
    );
  },
  (a, b) =>
    a.id === b.id &&
    a.index === b.index &&
    a.step === b.step &&
    a.selectedStep === b.selectedStep &&
    a.selectedSubStep === b.selectedSubStep &&
    a.countsKey === b.countsKey &&
    a.activeKind === b.activeKind &&
    a.actions === b.actions &&
    a.subSteps.length === b.subSteps.length &&
    a.subSteps.every(
      (entry, i) => entry.id === b.subSteps[i]?.id && entry.subStep === b.subSteps[i]?.subStep,
    ),
);

function EmptyStep({ id }: { id: string }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <li ref={setNodeRef} className={classes.emptyStep} data-over={isOver || undefined}>
      <Text size="xs" c="dimmed">
        No sub-steps. Add one, or move one here.
      </Text>
    </li>
  );
}

function SubStepItem({
  id,
  subStep,
  at,
  selected,
  counts,
  activeKind,
  actions,
}: {
  id: string;
  subStep: DocumentSubStep;
  at: SubStepAt;
  selected: boolean;
  counts: Counts | undefined;
  activeKind: 'step' | 'subStep' | null;
  actions: TreeActions;
}) {
  const ask = useConfirmRemove();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled: { droppable: activeKind === 'step' },
    });
  return (
    <li
      ref={setNodeRef}
      className={classes.subStepRow}
      data-selected={selected || undefined}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        className={classes.handle}
        {...attributes}
        {...listeners}
        aria-label={`Move sub-step ${subStep.title}`}
      >
        <IconGripVertical size={16} aria-hidden />
      </ActionIcon>
      <UnstyledButton
        className={classes.rowButton}
        aria-current={selected ? 'true' : undefined}
        onClick={() => actions.select({ kind: 'subStep', at })}
      >
        <Text size="sm" span>
          {subStep.title || '(no title)'}
        </Text>{' '}
        <Text size="xs" c="dimmed" span>
          {subStep.slug} · {subStep.options.data.length}
        </Text>
        {counts && counts.errors > 0 && (
          <Badge size="xs" color="red" variant="light" ml={6}>
            {counts.errors} {counts.errors === 1 ? 'error' : 'errors'}
          </Badge>
        )}
        {counts && counts.errors === 0 && counts.warnings > 0 && (
          <Badge size="xs" color="yellow" variant="light" ml={6} c="dark">
            {counts.warnings} {counts.warnings === 1 ? 'warning' : 'warnings'}
          </Badge>
        )}
      </UnstyledButton>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove sub-step ${subStep.title}`}
        onClick={() =>
          ask({
            title: `Remove sub-step "${subStep.title}"?`,
            detail: `The sub-step ${subStep.slug} leaves the draft with its ${subStep.options.data.length} options.`,
            remove: () => actions.removeSubStep(at),
          })
        }
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </li>
  );
}
