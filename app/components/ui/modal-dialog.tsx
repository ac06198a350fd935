import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { msg } from '../../../common/messages';
import { CloseIcon } from './icons';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Records how the modal was closed (spec: login modal keeps it; default 'auto'). */
  onClosedBy?: (how: 'escape' | 'backdrop' | 'link' | 'button') => void;
  wide?: boolean;
}

/**
 * The one modal (opened through `Modal`, which loads this module on the first opening): closes on Escape, on a pointer press on its backdrop, on a click on a link inside
 * it and by its close button «Закрити»; while open the page does not scroll (Radix locks it).
 */
export function ModalDialog({ open, onOpenChange, title, description, children, onClosedBy, wide }: ModalProps) {
  const close = (how: 'escape' | 'backdrop' | 'link' | 'button') => {
    onClosedBy?.(how);
    onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onOpenChange(false)}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 z-40 bg-slate-900/50 data-[state=open]:animate-in"
          data-testid="modal-backdrop"
        />
        <Dialog.Content
          className={
            `fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 ` +
            `-translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ${wide ? 'max-w-2xl' : 'max-w-md'}`
          }
          onEscapeKeyDown={() => onClosedBy?.('escape')}
          onPointerDownOutside={() => onClosedBy?.('backdrop')}
          // Bubble phase: the link's own handler (client-side navigation) runs first, then we close.
          // Closing in the capture phase unmounts the link before it can navigate, forcing a reload.
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a[href]')) close('link');
          }}
          aria-describedby={description ? undefined : undefined}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost -m-2 px-2" aria-label={msg.close} onClick={() => onClosedBy?.('button')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
