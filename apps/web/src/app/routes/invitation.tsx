import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { accountInfoQueryOptions } from '@/features/account';
import { useLogOut } from '@/features/auth';
import { InvitationPage, type Visitor } from '@/features/espaces';
import { useIsSignedIn } from '@/lib/auth-session';

/**
 * Added by issue 25: /invitation?token=…, public. Signed in, the person's address decides
 * between joining and signing out of another account.
 */
export function InvitationRoute() {
  const [params] = useSearchParams();
  const signedIn = useIsSignedIn();
  const account = useQuery({ ...accountInfoQueryOptions(), enabled: signedIn });
  const logOut = useLogOut();
  const visitor: Visitor = signedIn
    ? {
        signedIn: true,
        // Unreadable: the join button shows, and the server checks the address.
        email: account.isError ? null : account.data?.emailAddress,
        displayName: account.data?.displayName ?? null,
        onSignOut: () => logOut.mutateAsync(),
      }
    : { signedIn: false };
  return <InvitationPage token={params.get('token') ?? ''} visitor={visitor} />;
}
