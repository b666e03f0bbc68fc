import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Icon } from './icon';
import { useTrackOpenDialog } from './open-dialogs';

/** Modal widths: 500, 600 and 800 px (full width minus a margin on a phone). */
const SIZES = {
  sm: 'max-w-[500px]',
  md: 'max-w-[600px]',
  lg: 'max-w-[800px]',
} as const;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: keyof typeof SIZES;
  children?: ReactNode;
  footer?: ReactNode;
  /** Where focus goes on close when the opener is gone (e.g. it belonged to what was deleted). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: focus trapped inside, Escape and the close button dismiss it, and focus goes
 * back to the element that opened it. It sits below a band kept free at the top of the screen,
 * where the toasts go while it is open (they never cover its close button).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'sm',
  children,
  footer,
  fallbackFocus,
}: DialogProps) {
  // Radix returns focus to its own Trigger only; these dialogs open from any button or menu.
  const opener = useRef<HTMLElement | null>(null);
  useTrackOpenDialog(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          className={`fixed left-1/2 top-[calc(50%+2.75rem)] z-50 flex max-h-[calc(100vh-7.5rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl ${SIZES[size]}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // A dialog that asks for an entry starts in its first field, not on the close button.
            const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'input, textarea, select',
            );
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Next task: the action that closed the dialog may still be re-enabling the opener.
            const target = opener.current;
            setTimeout(() => (target?.isConnected ? target : fallbackFocus?.current)?.focus());
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              aria-label="Fermer"
            >
              <Icon name="close" round={false} />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">
            {description && (
              <RadixDialog.Description className="text-sm text-slate-700">
                {description}
              </RadixDialog.Description>
            )}
            {children}
          </div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
