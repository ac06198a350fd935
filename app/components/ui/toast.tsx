import type { ExternalToast } from 'sonner';
import { type ComponentProps, useEffect, useState } from 'react';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info' | 'warning';
type Shown = { kind: Kind; message: string; options?: ExternalToast };

let sonner: Promise<Sonner> | null = null;
const waiting: Shown[] = [];
let showToaster: ((module: Sonner) => void) | null = null;
let isReady = false;
let loaded: Sonner | null = null;

function flush() {
  if (!loaded || !isReady) return;
  for (const t of waiting.splice(0)) loaded.toast[t.kind](t.message, t.options);
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  waiting.push({ kind, message, options });
  sonner ??= import('sonner');
  void sonner.then((module) => {
    loaded = module;
    showToaster?.(module);
    flush();
  });
}

/**
 * Toasts (spec §9: top right, 1500 ms) with sonner's calls, but sonner itself — its toaster and styles —
 * loads with the first toast a page shows rather than with every page (ADR 041).
 */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
};

/** The page's one toaster: nothing until the first toast, then sonner's `Toaster` with these props. */
export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const [module, setModule] = useState<Sonner | null>(loaded);
  useEffect(() => {
    showToaster = setModule;
    return () => {
      showToaster = null;
    };
  }, []);
  useEffect(() => {
    // sonner's toaster subscribes in its own effect, which runs before this one: toasts shown now are seen.
    isReady = Boolean(module);
    flush();
    return () => {
      isReady = false;
    };
  }, [module]);
  return module ? <module.Toaster {...props} /> : null;
}
