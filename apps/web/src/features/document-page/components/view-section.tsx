import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useDuerpPermissions } from '@/features/duerp';
import { Heading, type HeadingLevel } from './heading';

/** A part of the document view: its title, the link to the editor step that changes it, content. */
export function ViewSection({
  title,
  level,
  duerpId,
  editStep,
  aside,
  children,
}: {
  title: string;
  level: HeadingLevel;
  /** Null in a read-only view (a share link): no link to the editor. */
  duerpId: string | null;
  /** The editor step that changes this part. */
  editStep?: number;
  /** Extra controls beside the title (e.g. the evaluation grid). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const can = useDuerpPermissions();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading level={level} id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
        <div className="flex flex-wrap items-center gap-1">
          {aside}
          {editStep !== undefined && duerpId !== null && can.write && (
            <Link
              to={paths.editDuerp(duerpId, editStep)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-blue-800 hover:bg-blue-50"
            >
              <Icon name="pencil" className="h-4 w-4" round={false} />
              Modifier<span className="sr-only"> : {title}</span>
            </Link>
          )}
        </div>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
