import { useParams } from 'react-router';
import { useAccountInfo } from '@/features/account';
import { MembersPage } from '@/features/espaces';

/** Added by issue 25: "Membres" of an espace; the person's own address marks them there. */
export function EspaceMembersRoute() {
  const { espaceId = '' } = useParams();
  const email = useAccountInfo().data?.emailAddress;
  return <MembersPage key={espaceId} espaceId={espaceId} myEmail={email} />;
}
