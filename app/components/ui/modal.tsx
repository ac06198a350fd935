import { lazy, Suspense, useState } from 'react';
import { useHydrated } from './client-island';
import type { ModalProps } from './modal-dialog';

export type { ModalProps } from './modal-dialog';

const ModalDialog = lazy(() => import('./modal-dialog').then((m) => ({ default: m.ModalDialog })));

/**
 * The one modal (see `ModalDialog`). A closed modal renders nothing, on the server too (the dialog lives in
 * a portal), so its code — Radix Dialog, focus trap, scroll lock — loads the first time one opens instead of
 * with every page (ADR 041).
 */
export function Modal(props: ModalProps) {
  const isHydrated = useHydrated();
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened || !isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
