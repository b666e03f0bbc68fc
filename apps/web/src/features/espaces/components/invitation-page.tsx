import { formatDateLong } from '@duerp/domain/calendar';
import { ESPACE_ROLE_DESCRIPTIONS, ESPACE_ROLE_LABELS } from '@duerp/domain/espaces';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { describeApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInvitationInfo } from '../api/get-invitation-info';
import { InvitationAnswer, type Visitor } from './invitation-answer';

/** A sentence after a colon: its first letter in lower case, the rest (DUERP, CSE…) as written. */
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * Where an invitation e-mail's link leads: who invites, to which espace, with which role; then
 * what the visitor can do (join, sign in, sign up, or sign out of another account).
 */
export function InvitationPage({ token, visitor }: { token: string; visitor: Visitor }) {
  useDocumentTitle('Invitation');
  const info = useInvitationInfo(token);
  return (
    <section className="mx-auto max-w-xl space-y-5">
      {token === '' ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Invitation</h1>
          <Alert tone="error">
            Ce lien d'invitation est incomplet : ouvrez le lien reçu par e-mail tel quel.
          </Alert>
        </>
      ) : info.isPending ? (
        <PageSpinner label="Chargement de l'invitation…" />
      ) : info.isError ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Invitation</h1>
          <Alert tone="error">{describeApiError(info.error)}</Alert>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold break-words text-slate-900">
            Rejoindre l'espace « {info.data.espaceName} »
          </h1>
          <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-slate-900">
              <strong className="break-all">{info.data.invitedBy}</strong> vous invite à rejoindre
              l'espace <strong className="break-words">« {info.data.espaceName} »</strong> avec le
              rôle <strong>{ESPACE_ROLE_LABELS[info.data.role]}</strong>.
            </p>
            <p className="text-sm text-slate-700">
              {ESPACE_ROLE_LABELS[info.data.role]} :{' '}
              {lowerFirst(ESPACE_ROLE_DESCRIPTIONS[info.data.role])}
            </p>
            <p className="text-sm text-slate-700">
              Invitation adressée à <span className="break-all">{info.data.email}</span>, valable
              jusqu'au {formatDateLong(info.data.expiresAt)}.
            </p>
          </div>
          <InvitationAnswer token={token} info={info.data} visitor={visitor} />
        </>
      )}
    </section>
  );
}
