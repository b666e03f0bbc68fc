import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AUTH_MESSAGES } from '@duerp/domain/auth';
import {
  DISPLAY_NAME_MAX,
  OptionalDisplayNameSchema,
  type InvitationInfo,
} from '@duerp/domain/espaces';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { paths, withEmail } from '@/config/paths';
import { describeApiError } from '@/lib/api-errors';
import { useAcceptInvitation } from '../api/accept-invitation';
import { espaceKeys } from '../api/cache';
import { useSwitchEspace } from '../hooks/use-switch-espace';

/**
 * Who looks at the invitation: signed out, or signed in with their address (undefined while it
 * loads, null when it cannot be read).
 */
export type Visitor =
  | { signedIn: false }
  | {
      signedIn: true;
      email: string | null | undefined;
      /** The name the person already chose, if any. */
      displayName?: string | null;
      onSignOut: () => Promise<void>;
    };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The one thing the visitor can do with the invitation, by who they are. */
export function InvitationAnswer({
  token,
  info,
  visitor,
}: {
  token: string;
  info: InvitationInfo;
  visitor: Visitor;
}) {
  const back = `${paths.invitation}?token=${encodeURIComponent(token)}`;
  if (!visitor.signedIn) {
    if (!info.isAllowed) {
      return (
        <Alert tone="error" title={AUTH_MESSAGES.notAllowed}>
          Ce service n'est ouvert qu'à une liste d'adresses, où {info.email} ne figure pas encore :
          vous ne pouvez donc pas {info.hasAccount ? 'vous connecter' : 'créer de compte'} avec
          elle. Demandez à {info.invitedBy} de nous contacter pour l'y ajouter.
        </Alert>
      );
    }
    return info.hasAccount ? (
      <div className="space-y-3">
        <p className="text-slate-700">Connectez-vous avec cette adresse pour rejoindre l'espace.</p>
        <Link to={withEmail(paths.login, info.email, back)} className={buttonClassName('primary')}>
          Se connecter pour rejoindre l'espace
        </Link>
      </div>
    ) : (
      <div className="space-y-3">
        <p className="text-slate-700">
          Créez votre compte avec cette adresse : vous reviendrez ici pour rejoindre l'espace.
        </p>
        <Link
          to={withEmail(paths.createAccount, info.email, back)}
          className={buttonClassName('primary')}
        >
          Créer mon compte
        </Link>
      </div>
    );
  }
  if (visitor.email === undefined) return <Spinner label="Vérification de votre compte…" />;
  if (visitor.email !== null && !same(visitor.email, info.email)) {
    return <OtherAccount info={info} email={visitor.email} onSignOut={visitor.onSignOut} />;
  }
  return (
    <JoinForm
      token={token}
      espaceName={info.espaceName}
      initialName={visitor.displayName || info.displayName || ''}
    />
  );
}

/**
 * Joining, with the name the others will see if the person gives one (prefilled with theirs, else
 * the inviter's).
 */
function JoinForm({
  token,
  espaceName,
  initialName,
}: {
  token: string;
  espaceName: string;
  initialName: string;
}) {
  const client = useQueryClient();
  const accept = useAcceptInvitation();
  const switchTo = useSwitchEspace();
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | undefined>();
  const join = async () => {
    // Left blank, the person joins without a name (the others see one drawn from the address).
    const parsed = OptionalDisplayNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    try {
      const { espaceId } = await accept.mutateAsync(
        parsed.data ? { token, displayName: parsed.data } : { token },
      );
      // The new espace must be in the person's list before it becomes the current one.
      await client.invalidateQueries({ queryKey: espaceKeys.mine() });
      toast.success(`Vous avez rejoint l'espace « ${espaceName} ».`);
      switchTo({ id: espaceId, isPersonal: false });
    } catch {
      // The refusal shows above the button.
    }
  };
  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void join();
      }}
    >
      <TextField
        label="Votre prénom et votre nom"
        hint="C'est ainsi que les membres de l'espace vous verront."
        autoComplete="name"
        maxLength={DISPLAY_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
      />
      {accept.isError && <Alert tone="error">{describeApiError(accept.error)}</Alert>}
      <Button type="submit" loading={accept.isPending || accept.isSuccess}>
        Rejoindre l'espace
      </Button>
    </form>
  );
}

function OtherAccount({
  info,
  email,
  onSignOut,
}: {
  info: InvitationInfo;
  email: string;
  onSignOut: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await onSignOut();
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="space-y-3">
      <Alert tone="warning" title="Cette invitation est adressée à une autre adresse">
        Vous êtes connecté avec l'adresse <span className="break-all">{email}</span>, mais
        l'invitation est adressée à <span className="break-all">{info.email}</span>.
        Déconnectez-vous, puis {info.hasAccount ? 'connectez-vous' : 'créez votre compte'} avec
        l'adresse de l'invitation pour rejoindre l'espace.
      </Alert>
      <Button variant="secondary" onClick={() => void signOut()} loading={pending}>
        Se déconnecter
      </Button>
    </div>
  );
}
