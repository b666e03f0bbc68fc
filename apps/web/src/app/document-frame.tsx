import type { ReactNode } from 'react';
import type { EspaceRole } from '@duerp/domain/espaces';
import { PageSpinner } from '@/components/ui/spinner';
import { useDuerp, DuerpLoadError, DuerpRole } from '@/features/duerp';
import { AccessLostNotice, ReadOnlyBanner } from '@/features/espaces';
import { useDocumentRole } from './use-document-role';

/**
 * Around every page of one DUERP: a spinner until the role is known, the load error when the
 * document cannot be read, else the page with the controls of the role, under the Lecteur's
 * banner. Once the person lost access to it (issue 47),
 * the page stays as it was, read-only, under « Vous n'avez plus accès à cet espace » (the
 * message alone when nothing of it was read).
 */
export function DocumentFrame({
  duerpId,
  children,
}: {
  duerpId: string;
  children: (role: EspaceRole | null) => ReactNode;
}) {
  const duerp = useDuerp(duerpId);
  const { pending, role, unreachable, accessLost } = useDocumentRole(duerpId);
  if (accessLost && !duerp.data) return <AccessLostNotice />;
  if (pending) return <PageSpinner />;
  // The page is mounted only with its document: mounting it on a failed read would read it again,
  // back to the spinner, and so on forever.
  if (!duerp.data) return <DuerpLoadError error={duerp.isError ? duerp.error : undefined} />;
  return (
    <DuerpRole role={role}>
      {accessLost && <AccessLostNotice />}
      {role === 'lecteur' && !unreachable && <ReadOnlyBanner />}
      {children(role)}
    </DuerpRole>
  );
}
