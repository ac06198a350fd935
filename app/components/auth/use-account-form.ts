import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../common/account-rules';
import { msg } from '../../../common/messages';

/**
 * Form state with the spec's validation timing: a field is checked on blur, then on every change
 * once it shows an error. Server 422 `errors` land under the same fields.
 */
export function useAccountForm<T extends Record<string, string | boolean>>(schema: z.ZodType, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);
  const check = (next: T, field: string) => {
    const all = fieldErrors(schema, next);
    setErrors((prev) => {
      const copy = { ...prev };
      if (all[field]) copy[field] = all[field];
      else delete copy[field];
      return copy;
    });
  };
  return {
    values,
    errors,
    isBusy,
    set<K extends keyof T & string>(field: K, value: T[K]) {
      const next = { ...values, [field]: value };
      setValues(next);
      if (errors[field]) check(next, field);
    },
    blur(field: keyof T & string) {
      check(values, field);
    },
    /** Validates everything; on success posts JSON to the API and hands back the parsed answer. */
    async submit<R>(
      url: string,
      body: unknown = values,
    ): Promise<{ ok: true; data: R } | { ok: false; status: number; message: string }> {
      const all = fieldErrors(schema, values);
      setErrors(all);
      if (Object.keys(all).length) return { ok: false, status: 422, message: Object.values(all)[0] };
      setBusy(true);
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const data = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
        if (res.ok) return { ok: true, data: data as R };
        if (data.errors) setErrors(Object.fromEntries(Object.entries(data.errors).map(([k, v]) => [k, v[0]])));
        return { ok: false, status: res.status, message: data.message ?? msg.campaignFailure };
      } catch {
        return { ok: false, status: 0, message: msg.campaignFailure };
      } finally {
        setBusy(false);
      }
    },
  };
}

export { pushAuthEvent } from './auth-event';
