import type { ReactNode } from 'react';
import { useDuerpPermissions } from '@/features/duerp';

/**
 * The controls of a step that write: for a role that may only read (a Lecteur), they stay in view
 * but disabled, so that nothing on the page would be refused. The step's navigation (tabs,
 * Previous/Next) stays outside, usable. `className` spaces what it wraps as its parent did.
 */
export function EditableArea({ children, className }: { children: ReactNode; className?: string }) {
  const { write } = useDuerpPermissions();
  if (write) return children;
  return (
    <fieldset disabled className={`min-w-0 ${className ?? ''}`}>
      {children}
    </fieldset>
  );
}
