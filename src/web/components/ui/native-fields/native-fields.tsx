// Plain labelled select, input and textarea for the public pages (the configurator, the machine finder,
// sign-in). Native elements with the page's own styles instead of Mantine's inputs: they keep the public
// first load small (the first-load budget, docs/decisions/011-size-budgets-without-library-patches.md)
// and behave exactly as browsers and assistive technology expect. The select is here; the text box is
// native-text-box.tsx, so that a page with only selects does not load it.
import { type ReactNode, type Ref, useId } from 'react';
import classes from './native-fields.module.css';

export type Common = {
  label: ReactNode;
  description?: string;
  error?: string;
  /** extra ids the control is described by (e.g. explanations below it) */
  describedBy?: string;
  testId?: string;
};

export function Frame({
  id,
  label,
  description,
  error,
  children,
}: Common & { id: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.fieldLabel}>
        {label}
      </label>
      {description && (
        <div id={`${id}-description`} className={classes.fieldDescription}>
          {description}
        </div>
      )}
      {children}
      {error && (
        <div id={`${id}-error`} className={classes.fieldError}>
          {error}
        </div>
      )}
    </div>
  );
}

export function describedBy(id: string, props: Common): string | undefined {
  const ids = [
    props.description ? `${id}-description` : '',
    props.error ? `${id}-error` : '',
    props.describedBy ?? '',
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function SelectBox(
  props: Common & {
    value: string;
    options: { value: string; label: string; disabled?: boolean }[];
    onChange: (value: string) => void;
    required?: boolean;
    autoComplete?: string;
    selectRef?: Ref<HTMLSelectElement>;
  },
) {
  const id = useId();
  return (
    <Frame id={id} {...props}>
      <select
        id={id}
        className={classes.control}
        value={props.value}
        ref={props.selectRef}
        required={props.required}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props)}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
