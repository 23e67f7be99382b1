// The configurator's plain labelled input and textarea (native-fields.tsx): a step's number and text
// fields, the save panel and the quote form use it, all loaded after the page's first view.
import type { Ref } from 'react';
import { useId } from 'react';
import classes from '../configurator-page.module.css';
import { type Common, describedBy, Frame } from './native-fields.tsx';

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
