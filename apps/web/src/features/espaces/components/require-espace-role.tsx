import type { ReactNode } from 'react';
import { canDo, type EspaceAction } from '@duerp/domain/espaces';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentEspace } from '../hooks/use-current-espace';
import { RoleRequiredNotice } from './role-required-notice';

/**
 * What only some roles of the current espace may use (buying, billing…): to the others, the
 * reason instead of a screen whose calls would be refused. `title` heads the page then.
 */
export function RequireEspaceRole({
  action,
  title,
  children,
}: {
  action: EspaceAction;
  title?: string;
  children: ReactNode;
}) {
  const { loading, current } = useCurrentEspace();
  if (loading) return <PageSpinner />;
  // Not known (the list failed): the screen shows, and the server has the last word.
  if (!current || canDo(current.role, action)) return children;
  return (
    <section className="space-y-6">
      {title && <h1 className="text-2xl font-bold text-slate-900">{title}</h1>}
      <RoleRequiredNotice espace={current} action={action} />
    </section>
  );
}
