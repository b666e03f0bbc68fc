import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { canDo, type EspaceRole } from '@duerp/domain/espaces';

/** What the person may do with the DUERPs shown, by their role in the espace that owns them. */
export interface DuerpPermissions {
  /** Create, edit, duplicate, generate, export, events, consultation, share links. */
  write: boolean;
  /** Delete. */
  manage: boolean;
  /** Buy. */
  billing: boolean;
}

/** A role not known (yet): every control shows, and the server has the last word. */
const EVERYTHING: DuerpPermissions = { write: true, manage: true, billing: true };

const PermissionsContext = createContext<DuerpPermissions>(EVERYTHING);

/**
 * Hides, in what it wraps, the controls the role would see refused (the same rules as the API's
 * policy, from packages/domain).
 */
export function DuerpRole({ role, children }: { role: EspaceRole | null; children: ReactNode }) {
  const permissions = useMemo(
    () =>
      role === null
        ? EVERYTHING
        : {
            write: canDo(role, 'write'),
            manage: canDo(role, 'manage'),
            billing: canDo(role, 'billing'),
          },
    [role],
  );
  return <PermissionsContext value={permissions}>{children}</PermissionsContext>;
}

export const useDuerpPermissions = () => useContext(PermissionsContext);
