// The plain labelled input and textarea (native-fields.tsx): the configurator's number and text fields,
// its save panel and quote form, the machine finder's figures and the sign-in form.
import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import classes from './native-fields.module.css';
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
  type?: 'text' | 'email' | 'tel' | 'password';
  name?: string;
  /** short text inside the field's box before and after the value: a unit, "100 :" */
  prefix?: string;
  suffix?: string;
  autoComplete?: string;
  required?: boolean;
  /** the element the control is, for moving focus to it (e.g. the first field with an error) */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};

function Adorned({
  id,
  prefix,
  suffix,
  children,
}: {
  id: string;
  prefix?: string;
  suffix?: string;
  children: ReactNode;
}) {
  if (!prefix && !suffix) return children;
  return (
    <div className={classes.adorned}>
      {prefix && (
        <span className={classes.adornment} aria-hidden>
          {prefix}
        </span>
      )}
      {children}
      {suffix && (
        <span id={`${id}-suffix`} className={classes.adornment}>
          {suffix}
        </span>
      )}
    </div>
  );
}

export function TextBox(props: TextProps) {
  const id = useId();
  const shared = {
    id,
    className: classes.control,
    value: props.value,
    readOnly: props.readOnly,
    maxLength: props.maxLength,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(id, {
      ...props,
      describedBy: [props.suffix ? `${id}-suffix` : '', props.describedBy ?? ''].filter(Boolean).join(' '),
    }),
    'data-testid': props.testId,
    onBlur: props.onBlur,
    autoComplete: props.autoComplete,
    required: props.required,
    'aria-required': props.required || undefined,
    ref: props.inputRef,
    name: props.name,
  };
  return (
    <Frame id={id} {...props}>
      {props.multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => props.onChange?.(event.currentTarget.value)} />
      ) : (
        <Adorned id={id} prefix={props.prefix} suffix={props.suffix}>
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
        </Adorned>
      )}
    </Frame>
  );
}
