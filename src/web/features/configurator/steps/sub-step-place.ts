// Where a sub-step (or a base choice) is on the page, for the links and moves that lead there. Apart from
// the fields themselves (option-fields.tsx), which load when a step is first opened.

/** Where a link in the page leads: a step, and the sub-step (or base choice) to focus there. */
export type GoTo = (stepSlug: string, subStepSlug?: string) => void;

export function subStepElementId(subStepSlug: string): string {
  return `sub-${subStepSlug}`;
}

/** Focus the chosen option of a sub-step (or its first field), else the sub-step itself. */
export function focusSubStep(subStepSlug: string): void {
  const element = document.getElementById(subStepElementId(subStepSlug));
  if (!element) return;
  const target =
    element.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
    element.querySelector<HTMLElement>('input:not(:disabled), select, textarea') ??
    element;
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}
