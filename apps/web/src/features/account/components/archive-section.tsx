import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeApiError } from '@/lib/api-errors';
import { useDownloadArchive } from '../api/download-archive';

/** Added by issue #18: the employer's own copy of everything, and GDPR portability. */
export function ArchiveSection() {
  const download = useDownloadArchive();
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setError(null);
    try {
      await download.mutateAsync();
      toast.success('Votre archive a été téléchargée.');
    } catch (e) {
      setError(`Erreur lors de la préparation de l'archive : ${describeApiError(e)}`);
    }
  };
  return (
    <section
      aria-labelledby="archive-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="archive-title" className="text-lg font-semibold">
        Mes données
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Une archive ZIP avec le PDF complet de chaque version de vos DUERP (selon votre accès), les
        données actuelles de vos DUERP au format JSON, vos factures et un fichier explicatif. Le
        document unique et ses versions se conservent au moins quarante ans (articles L4121-3-1 et
        R4121-4 du Code du travail) : gardez-en une copie en lieu sûr.
      </p>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        loading={download.isPending}
        onClick={() => void onClick()}
      >
        Télécharger toutes mes données
      </Button>
      {download.isPending && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Préparation de l'archive… Cela peut prendre quelques instants.
        </p>
      )}
    </section>
  );
}
