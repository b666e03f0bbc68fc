import { useParams } from 'react-router';
import { CodeVerifier, FileVerifier } from '@/features/document-verification';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Added by issue #18: anyone checks that a DUERP printed or received is authentic. */
export function VerifierRoute() {
  const { code = '' } = useParams();
  useDocumentTitle("Vérifier l'authenticité d'un DUERP");
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Vérifier l'authenticité d'un DUERP</h1>
        <p className="mt-2 text-slate-700">
          Chaque PDF complet d'un document unique établi avec DUERP en ligne porte en couverture un
          code de vérification et un code QR. Saisissez ce code, ou déposez le fichier PDF reçu : la
          page indique l'entreprise, le numéro et la date de la version, ou qu'aucune version connue
          ne correspond.
        </p>
      </div>
      <section aria-labelledby="verify-code" className="space-y-3">
        <h2 id="verify-code" className="text-lg font-semibold text-slate-900">
          Par le code imprimé
        </h2>
        <CodeVerifier key={code} initialCode={code} />
      </section>
      <section aria-labelledby="verify-file" className="space-y-3">
        <h2 id="verify-file" className="text-lg font-semibold text-slate-900">
          Par le fichier PDF
        </h2>
        <FileVerifier />
      </section>
    </section>
  );
}
