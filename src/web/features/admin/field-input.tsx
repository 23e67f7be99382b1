// One input per field kind of the declarations (docs/decisions/004): the form renders every entity
// with these.
import {
  Checkbox,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Skeleton,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateTimePicker, MonthPickerInput, type MonthPickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import { type ReactNode, Suspense } from 'react';
import { pastedNumber } from '../../../domain/pasted-number.ts';
import type { EnumOption, FieldDeclaration } from '../../../domain/resources/types.ts';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { ImageField } from './image-field.tsx';
import { PartModelFileField } from './part-model-file-field.tsx';
import { ReferenceSelect } from './reference-select.tsx';

/** What a page may change of a declared field (the users page: the roles this user may give). */
export type FieldOverride = {
  options?: readonly EnumOption[];
  help?: ReactNode;
  disabled?: boolean;
};

export type FieldInputProps = {
  id: string;
  field: FieldDeclaration;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  error?: ReactNode;
  override?: FieldOverride;
  disabled?: boolean;
  /** the name of the referenced item, for a reference field */
  referenceLabel?: string | null;
  onReferenceLabels?: (labels: Record<string, string>) => void;
};

// The editor (tiptap and ProseMirror) is most of the weight of the admin pages: it loads with the first
// rich-text field only.
const RichTextEditorField = lazyPage(
  'rich-text-editor-field',
  () => import('../../components/ui/rich-text-editor/rich-text-editor.tsx'),
  (module) => module.RichTextEditorField,
);

/**
 * Picker inputs are buttons, so their placeholder is text that must meet AA contrast (Mantine's
 * placeholder colour is lighter than a real input's placeholder may be).
 */
const PICKER_STYLES = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

/** Clear buttons of clearable inputs need a name of their own. */
export const clearButton = (label: string) => ({ 'aria-label': `Clear ${label.toLowerCase()}` });

/** A `yearMonth` value (YYYY-MM) as a month picker; empty is null. Forms and filters use it. */
export function MonthInput({
  value,
  onChange,
  label,
  ...props
}: Omit<MonthPickerInputProps, 'value' | 'onChange' | 'label'> & {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <MonthPickerInput
      {...props}
      label={label}
      valueFormat="MMMM YYYY"
      styles={PICKER_STYLES}
      clearable
      clearButtonProps={clearButton(label)}
      value={value ? `${value}-01` : null}
      onChange={(next) => onChange(next ? String(next).slice(0, 7) : null)}
    />
  );
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

export function FieldInput(props: FieldInputProps) {
  const { id, field, value, onChange, onBlur, override } = props;
  const disabled = props.disabled || override?.disabled;
  const description = override?.help ?? field.help;
  const error = typeof props.error === 'string' ? props.error : undefined;
  const common = {
    id,
    label: field.unit ? `${field.label} (${field.unit})` : field.label,
    required: field.required && field.kind !== 'boolean',
    description,
    error: props.error,
    disabled,
    onBlur,
  };
  // The props of the inputs of our own (rich text, image), which take plain strings.
  const own = {
    id,
    label: field.label,
    required: common.required,
    description: typeof description === 'string' ? description : undefined,
    error,
    disabled,
  };
  const options = (override?.options ?? field.options ?? []).map((o) => ({ value: o.value, label: o.label }));

  switch (field.kind) {
    case 'text':
    case 'email':
      return (
        <TextInput
          {...common}
          type={field.kind}
          autoComplete="off"
          value={asString(value)}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={12}
          value={asString(value)}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'richText':
      return (
        <Suspense fallback={<Skeleton height={300} radius="sm" data-testid="rich-text-loading" />}>
          <RichTextEditorField {...own} value={asString(value)} onChange={onChange} />
        </Suspense>
      );
    case 'password':
    case 'pin':
      return (
        <PasswordInput
          {...common}
          // Write-only: empty keeps the stored secret, so only a new one is ever typed here.
          required={common.required && field.createOnly === true}
          autoComplete="new-password"
          inputMode={field.kind === 'pin' ? 'numeric' : undefined}
          value={asString(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'integer':
    case 'decimal':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={onChange}
          // German numbers (docs/product.md#units): 1.234,5. A whole-number field has no thousands point, so
          // "40.5" reads as 40,5 and the form says it must be a whole number (with the point it read as 405).
          decimalSeparator=","
          thousandSeparator={field.kind === 'decimal' ? '.' : undefined}
          // A figure pasted in English notation ("1850.5" from a spreadsheet) is read as written, not
          // as 18505 with a thousands point (domain/pasted-number.ts).
          onPaste={
            field.kind === 'decimal'
              ? (event) => {
                  const pasted = pastedNumber(event.clipboardData.getData('text'));
                  if (pasted === undefined) return;
                  event.preventDefault();
                  onChange(pasted);
                }
              : undefined
          }
          decimalScale={field.kind === 'decimal' ? field.scale : undefined}
          min={field.min}
          max={field.max}
          clampBehavior="none"
          hideControls
        />
      );
    case 'boolean':
      return (
        <Switch
          id={id}
          label={field.label}
          description={description}
          error={props.error}
          disabled={disabled}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
          mt="xs"
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          data={options}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next)}
          allowDeselect={!field.required}
          clearable={!field.required}
          clearButtonProps={clearButton(field.label)}
        />
      );
    case 'enumList':
      return field.options && field.options.length <= 8 ? (
        <Checkbox.Group
          id={id}
          label={field.label}
          description={description}
          error={props.error}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
        >
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 6 }}>
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} disabled={disabled} />
            ))}
          </div>
        </Checkbox.Group>
      ) : (
        <MultiSelect
          {...common}
          data={options}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
          searchable
        />
      );
    case 'reference':
      return (
        <ReferenceSelect
          {...common}
          entity={field.reference as string}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          initialLabel={props.referenceLabel}
          onLabels={props.onReferenceLabels}
          clearable={!field.required}
          clearButtonProps={clearButton(field.label)}
        />
      );
    case 'yearMonth':
      return (
        <MonthInput
          {...common}
          placeholder="No end"
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
        />
      );
    case 'dateTime':
      return (
        <DateTimePicker
          {...common}
          valueFormat="YYYY-MM-DD HH:mm"
          styles={PICKER_STYLES}
          placeholder="Not set"
          clearable
          clearButtonProps={clearButton(field.label)}
          value={typeof value === 'string' && value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : null}
          onChange={(next) => onChange(next ? dayjs(next).toISOString() : null)}
        />
      );
    case 'image':
      return (
        <ImageField {...own} value={typeof value === 'string' && value ? value : null} onChange={onChange} />
      );
    case 'partModelFile':
      return (
        <PartModelFileField
          {...own}
          value={typeof value === 'string' && value ? value : null}
          onChange={onChange}
        />
      );
  }
}
