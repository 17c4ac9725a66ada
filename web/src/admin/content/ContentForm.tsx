// The form of one content entry, drawn from the resource's field table: each field's input by its
// kind, the contract's limits checked before sending, and each problem shown under its field (a
// refusal naming a field, retcode 1001, lands there too).
import type { ReactNode } from 'react';
// A yes/no field is a checkbox: the site's design system carries the checkbox recipe, not the switch.
import { Checkbox, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../lib/language/language';
import { ImageField } from './fields/ImageField';
import { RichField } from './fields/RichField';
import { TagsInput } from './fields/TagsInput';
import type { FieldSpec, FormValues, ResourceKey, SelectOption } from './resource';
import { useLanguage } from '../../lib/language/useLanguage';

export interface ContentFormProps<Form> {
  formId: string;
  resourceKey: ResourceKey;
  fields: FieldSpec<Form>[];
  values: FormValues;
  onChange: (name: string, value: FormValues[string]) => void;
  /** Translated problems by field name. */
  problems: Record<string, string>;
  editing: boolean;
  onSubmit: () => void;
  /** A field's uploads started or all finished (the form waits for them). */
  onBusyChange: (field: string, busy: boolean) => void;
}

export function ContentForm<Form>({ formId, resourceKey, fields, values, onChange, problems, editing, onSubmit, onBusyChange }: ContentFormProps<Form>) {
  const { t } = useTranslation('adminContent');
  const lang = useLanguage();
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="4">
        {fields.map((field) => {
          const id = `${formId}-${field.name}`;
          const labelId = `${id}-label`;
          const problem = problems[field.name];
          const fixed = editing && field.fixedOnEdit;
          const label = t(`${resourceKey}.fields.${field.name}`);
          if (field.kind === 'switch') {
            return (
              <Checkbox.Root key={field.name} checked={values[field.name] === true} onCheckedChange={(e) => onChange(field.name, e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label}</Checkbox.Label>
              </Checkbox.Root>
            );
          }
          return (
            <Field.Root key={field.name} invalid={Boolean(problem)} required={field.required && !fixed} disabled={fixed} id={id} ids={{ label: labelId }}>
              <Field.Label>
                {label}
                {field.required && !fixed && <Field.RequiredIndicator />}
              </Field.Label>
              {input(
                field,
                id,
                labelId,
                values[field.name]!,
                (v) => onChange(field.name, v),
                Boolean(problem),
                lang,
                (busy) => onBusyChange(field.name, busy),
              )}
              {field.hint && <Field.HelperText>{t(`${resourceKey}.hints.${field.name}`)}</Field.HelperText>}
              {fixed && <Field.HelperText>{t(`${resourceKey}.hints.${field.name}OnEdit`)}</Field.HelperText>}
              <Field.ErrorText>{problem}</Field.ErrorText>
            </Field.Root>
          );
        })}
      </Stack>
    </form>
  );
}

function input<Form>(
  field: FieldSpec<Form>,
  id: string,
  labelId: string,
  value: FormValues[string],
  set: (v: FormValues[string]) => void,
  invalid: boolean,
  lang: Lang,
  onBusyChange: (busy: boolean) => void,
): ReactNode {
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'textarea':
      return <Textarea id={id} value={text} maxLength={field.maxLength} rows={3} onChange={(e) => set(e.target.value)} />;
    case 'number':
      return (
        <Input
          id={id}
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          step={field.integer ? 1 : 'any'}
          min={field.min}
          max={field.max}
          value={text}
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'datetime':
      return <Input id={id} type="datetime-local" value={text} onChange={(e) => set(e.target.value)} />;
    case 'select':
      return <SelectInput id={id} field={field} value={text} set={set} lang={lang} />;
    case 'image':
      return <ImageField id={id} value={text} onChange={set} invalid={invalid} maxLength={field.maxLength} onBusyChange={onBusyChange} />;
    case 'rich':
      return <RichField id={id} labelId={labelId} value={text} onChange={set} invalid={invalid} onBusyChange={onBusyChange} />;
    case 'tags':
      return <TagsInput id={id} value={Array.isArray(value) ? value : []} onChange={set} invalid={invalid} />;
    default:
      return <Input id={id} type={field.kind === 'url' ? 'url' : 'text'} value={text} maxLength={field.maxLength} onChange={(e) => set(e.target.value)} />;
  }
}

function SelectInput<Form>({ id, field, value, set, lang }: { id: string; field: FieldSpec<Form>; value: string; set: (v: string) => void; lang: Lang }) {
  const { t } = useTranslation('adminContent');
  // A field either lists fixed choices (an enum) or loads them (the blog categories).
  const useOptions = field.useOptions ?? noOptions;
  const loaded = useOptions();
  const options: SelectOption[] = field.options?.(lang) ?? loaded ?? [];
  return (
    <NativeSelect.Root>
      <NativeSelect.Field id={id} value={value} onChange={(e) => set(e.currentTarget.value)}>
        <option value="">{t('form.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const noOptions = (): SelectOption[] | undefined => undefined;
