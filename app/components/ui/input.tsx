import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { nationalPhoneDigits } from '../../../common/phone';
import { msg } from '../../../common/messages';
import { CloseIcon, EyeIcon, EyeOffIcon } from './icons';

/** A trailing "Джерело: <url>" line (added by copy-with-source) is trimmed from pasted values (spec §5). */
export function trimSourceLine(value: string): string {
  return value.replace(/\n?\s*Джерело: \S+\s*$/u, '');
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}

export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {hint && !error ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  isClearable?: boolean;
  maxLength?: number;
  invalid?: boolean;
};

/** Text input: trims the copied-source line, cuts to maxLength, clear button «Очистити» when filled. */
export function TextInput({ value, onValueChange, isClearable, maxLength, invalid, className, ...rest }: InputProps) {
  const set = (v: string) => onValueChange(maxLength ? trimSourceLine(v).slice(0, maxLength) : trimSourceLine(v));
  return (
    <div className="relative">
      <input
        {...rest}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) => set(e.target.value)}
        onWheel={rest.type === 'number' ? (e) => e.currentTarget.blur() : undefined}
        className={`input ${isClearable ? 'pr-10' : ''} ${className ?? ''}`}
      />
      {isClearable && value ? (
        <button
          type="button"
          aria-label={msg.clear}
          title={msg.clear}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800"
          onClick={() => onValueChange('')}
        >
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}

/** Password input with the visibility toggle («Показати пароль» / «Приховати пароль»). */
export function PasswordInput({ value, onValueChange, invalid, ...rest }: Omit<InputProps, 'type' | 'isClearable'>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...rest}
        type={isVisible ? 'text' : 'password'}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) => onValueChange(e.target.value)}
        className="input pr-12"
      />
      <button
        type="button"
        className={
          'absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center ' +
          'rounded text-sm text-slate-500 hover:text-slate-800'
        }
        aria-label={isVisible ? msg.hidePassword : msg.showPassword}
        title={isVisible ? msg.hidePassword : msg.showPassword}
        onClick={() => setVisible((v) => !v)}
      >
        {isVisible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

/** +38 (0##) ###-##-##: "+38" and the operator code's leading 0 are fixed; typing the 0 is absorbed. */
const PHONE_MASK = '+{38} (\\000) 000-00-00';

/**
 * What goes into an empty mask is a whole or a partial number as typed, pasted or autofilled
 * ("+380671234567", "0671234567", "067…"): only its national digits go in, since "+38 (0" is the
 * mask's own. Later input (and the mask's own tail) passes as digits.
 */
function prepareNational(chars: string, masked: { unmaskedValue: string }, flags?: { tail?: boolean }): string {
  if (flags?.tail) return chars;
  return masked.unmaskedValue.replace(/^38/, '') === '' ? nationalPhoneDigits(chars) : chars.replace(/\D/g, '');
}

/** Ukrainian phone input with the mask above; `phoneDigits()` turns its value into "380…". */
export function PhoneInput({ value, onValueChange, invalid, id, name, onBlur, ...rest }: Omit<InputProps, 'type'>) {
  return (
    <IMaskInput
      {...(rest as object)}
      id={id}
      name={name}
      mask={PHONE_MASK}
      prepare={prepareNational}
      lazy={false}
      placeholderChar="_"
      value={value}
      unmask={false}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      aria-invalid={invalid || undefined}
      onBlur={onBlur}
      onAccept={(masked: string) => onValueChange(masked)}
      className="input"
    />
  );
}

/** "+38 (067) 123-45-67" → "380671234567". */
export function phoneDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}

/** Textarea: counter length/maximum when limited; Ctrl+Enter inserts a line break. */
export function Textarea({
  value,
  onValueChange,
  maxLength,
  rows = 3,
  invalid,
  ...rest
}: Omit<ComponentProps<'textarea'>, 'onChange' | 'value'> & {
  value: string;
  onValueChange: (v: string) => void;
  invalid?: boolean;
}) {
  return (
    <div>
      <textarea
        {...rest}
        rows={rows}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) =>
          onValueChange(maxLength ? trimSourceLine(e.target.value).slice(0, maxLength) : trimSourceLine(e.target.value))
        }
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.ctrlKey) {
            e.preventDefault();
            const el = e.currentTarget;
            const next = `${value.slice(0, el.selectionStart)}\n${value.slice(el.selectionEnd)}`;
            onValueChange(maxLength ? next.slice(0, maxLength) : next);
          }
        }}
        className="input"
      />
      {maxLength ? (
        <p className="mt-1 text-right text-xs text-slate-500" aria-live="polite">
          {value.length}/{maxLength}
        </p>
      ) : null}
    </div>
  );
}
