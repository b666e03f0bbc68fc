import { useParams } from 'react-router';
import { useAccountInfo } from '@/features/account/api/get-account-info';
import { MembersPage } from '@/features/espaces/components/members-page';

/** Added by issue 25: "Membres" of an espace; the person's own address marks them there. */
export function EspaceMembersRoute() {
  const { espaceId = '' } = useParams();
  const email = useAccountInfo().data?.emailAddress;
  return <MembersPage key={espaceId} espaceId={espaceId} myEmail={email} />;
}
