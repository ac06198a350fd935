import { type FieldMetadata, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { type ComponentProps, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { Field, PasswordInput, PhoneInput, TextInput, Textarea } from '../ui/input';
import '../../lib/zod-jitless';

export type LastResult = SubmissionResult<string[]> | null | undefined;

interface SchemaFormOptions {
  id?: string;
  lastResult?: LastResult;
  defaultValue?: Record<string, unknown>;
  onSubmit?: (
    event: React.FormEvent<HTMLFormElement>,
    context: { formData: FormData; submission?: { status?: string; value?: unknown } },
  ) => void;
}

/**
 * A Conform form over a zod schema from `common/`, with the spec's timing (part 1 §5): a field is
 * checked when it loses focus, then on every change once it has been checked. `lastResult` is the
 * server's answer (a route action's reply, or `resultFromFields` of a JSON API failure).
 */
export function useSchemaForm<S extends z.ZodType>(schema: S, options: SchemaFormOptions = {}) {
  type Input = z.input<S> extends Record<string, unknown> ? z.input<S> : Record<string, unknown>;
  return useForm<Input, z.output<S>>({
    ...options,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema }),
  } as never);
}

/** The submission's parsed value when the form is valid (Conform types it loosely in `onSubmit`). */
export function validValue<S extends z.ZodType>(
  _schema: S,
  submission: { status?: string; value?: unknown } | undefined,
): z.output<S> | null {
  return submission?.status === 'success' ? (submission.value as z.output<S>) : null;
}

/** A JSON API failure's field messages (and one form message) as a Conform result. */
export function resultFromFields(fields: Record<string, string[]>, formError?: string): SubmissionResult<string[]> {
  return {
    status: 'error',
    error: { ...fields, ...(formError && !Object.keys(fields).length ? { '': [formError] } : {}) },
  };
}

/** The form-level message (e.g. 'Невірний логін або пароль') of a reply, shown above the submit button. */
export function FormError({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p className="field-error" role="alert" data-testid="form-error">
      {errors[0]}
    </p>
  );
}

/**
 * The field's value as local state: the inputs below are controlled (clear button, mask, counter),
 * rendered with the submitted value after a server reply, and reset when Conform resets the field.
 */
function useFieldValue(meta: FieldMetadata<unknown>) {
  const initial = typeof meta.initialValue === 'string' ? meta.initialValue : '';
  const [state, setState] = useState({ key: meta.key, value: initial });
  if (state.key !== meta.key) {
    setState({ key: meta.key, value: initial });
    return [initial, (v: string) => setState({ key: meta.key, value: v })] as const;
  }
  return [state.value, (v: string) => setState({ key: meta.key, value: v })] as const;
}

type TextProps = {
  meta: FieldMetadata<unknown>;
  label: string;
} & Omit<ComponentProps<typeof TextInput>, 'value' | 'onValueChange' | 'name' | 'id'>;

export function TextField({ meta, label, isClearable, ...rest }: TextProps) {
  const [value, setValue] = useFieldValue(meta);
  const error = meta.errors?.[0];
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <TextInput
          {...rest}
          id={id}
          name={meta.name}
          aria-describedby={describedBy}
          isClearable={isClearable}
          value={value}
          invalid={Boolean(error)}
          onValueChange={(v) => {
            // Typing fires the input event Conform listens to; the clear button does not, so it sends one.
            if (v === '' && value !== '') {
              flushSync(() => setValue(v));
              document.getElementById(id)?.dispatchEvent(new Event('input', { bubbles: true }));
            } else setValue(v);
          }}
        />
      )}
    </Field>
  );
}

export function PasswordField({
  meta,
  label,
  autoComplete,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  autoComplete: string;
}) {
  const [value, setValue] = useFieldValue(meta);
  const error = meta.errors?.[0];
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <PasswordInput
          id={id}
          name={meta.name}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          value={value}
          invalid={Boolean(error)}
          onValueChange={setValue}
        />
      )}
    </Field>
  );
}

export function PhoneField({ meta, label = 'Телефон' }: { meta: FieldMetadata<unknown>; label?: string }) {
  const [value, setValue] = useFieldValue(meta);
  const error = meta.errors?.[0];
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <PhoneInput
          id={id}
          name={meta.name}
          aria-describedby={describedBy}
          value={value}
          invalid={Boolean(error)}
          onValueChange={setValue}
        />
      )}
    </Field>
  );
}

export function TextareaField({
  meta,
  label,
  ...rest
}: { meta: FieldMetadata<unknown>; label: string } & Omit<
  ComponentProps<typeof Textarea>,
  'value' | 'onValueChange' | 'name' | 'id'
>) {
  const [value, setValue] = useFieldValue(meta);
  const error = meta.errors?.[0];
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <Textarea
          {...rest}
          id={id}
          name={meta.name}
          aria-describedby={describedBy}
          value={value}
          invalid={Boolean(error)}
          onValueChange={setValue}
        />
      )}
    </Field>
  );
}
