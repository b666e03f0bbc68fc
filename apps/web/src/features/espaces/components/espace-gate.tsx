import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { setCurrentEspaceId, useCurrentEspaceId } from '@/lib/current-espace';
import { espaceKeys } from '../api/cache';
import { useMyEspaces } from '../api/list-my-espaces';

/** Whatever was read for another espace; the list of the person's espaces holds for all. */
const actsOnAnEspace = (query: Query) =>
  JSON.stringify(query.queryKey) !== JSON.stringify(espaceKeys.mine());

/**
 * Keeps the signed-in pages on an espace the person belongs to: a stored espace they no longer
 * belong to (removed, or another account signed in) silently gives way to the personal one, and
 * the pages wait for that answer rather than show another espace's refusals. A change of espace,
 * in this tab or another, reloads every query for the new one.
 */
export function EspaceGate({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const storedId = useCurrentEspaceId();
  const espaces = useMyEspaces();
  const previous = useRef(storedId);

  useEffect(() => {
    if (previous.current === storedId) return;
    previous.current = storedId;
    void client.resetQueries({ predicate: actsOnAnEspace });
  }, [storedId, client]);

  const gone =
    storedId !== null &&
    espaces.data !== undefined &&
    !espaces.isFetching &&
    !espaces.data.some((e) => e.id === storedId);
  useEffect(() => {
    if (gone) setCurrentEspaceId(null);
  }, [gone]);

  if (storedId !== null && (espaces.isPending || gone)) return <PageSpinner />;
  return children;
}
