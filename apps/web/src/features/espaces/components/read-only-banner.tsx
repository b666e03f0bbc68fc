import { ESPACE_MESSAGES } from '@duerp/domain/espaces';

/** Above a DUERP its reader may only consult (a Lecteur of its espace). */
export function ReadOnlyBanner() {
  return (
    <div
      role="status"
      className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{ESPACE_MESSAGES.readOnlyBanner}</p>
      <p className="mt-1">
        Vous consultez ce DUERP et téléchargez ses versions ; seuls les Éditeurs et les
        Propriétaires de son espace peuvent le modifier.
      </p>
    </div>
  );
}
