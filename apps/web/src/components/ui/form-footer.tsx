import type { ReactNode } from 'react';

/**
 * The buttons of a long form in a dialog, kept in view at the bottom of the dialog's scrolling
 * body (its padding is undone so the bar spans the whole width).
 */
export function FormFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 z-10 -mx-5 space-y-3 border-t border-slate-200 bg-white px-5 py-4">
      {children}
    </div>
  );
}
