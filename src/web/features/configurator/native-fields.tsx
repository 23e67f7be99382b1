// Plain labelled select, input and textarea for the configurator. Native elements with the page's own
// styles instead of Mantine's inputs: they keep the public first load small (issue 11 speed budget)
// and behave exactly as browsers and assistive technology expect.
import { type ReactNode, type Ref, useId } from 'react';
import classes from './configurator-page.module.css';

type Common = {
  label: ReactNode;
  description?: string;
  error?: string;
  /** extra ids the control is described by (e.g. explanations below it) */
  describedBy?: string;
  testId?: string;
};

function Frame({ id, label, description, error, children }: Common & { id: string; children: ReactNode }) {
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

function describedBy(id: string, props: Common): string | undefined {
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

type TextProps = Common & {
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  onEnter?: () => void;
  multiline?: boolean;
  readOnly?: boolean;
  inputMode?: 'decimal' | 'text' | 'numeric';
  maxLength?: number;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** the element the control is, for moving focus to it (e.g. the first field with an error) */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};

export function TextBox(props: TextProps) {
  const id = useId();
  const shared = {
    id,
    className: classes.control,
    value: props.value,
    readOnly: props.readOnly,
    maxLength: props.maxLength,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(id, props),
    'data-testid': props.testId,
    onBlur: props.onBlur,
    autoComplete: props.autoComplete,
    required: props.required,
    'aria-required': props.required || undefined,
    ref: props.inputRef,
  };
  return (
    <Frame id={id} {...props}>
      {props.multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => props.onChange?.(event.currentTarget.value)} />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          onFocus={props.readOnly ? (event) => event.currentTarget.select() : undefined}
          onChange={(event) => props.onChange?.(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') props.onEnter?.();
          }}
        />
      )}
    </Frame>
  );
}
