import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDownloadInspectionPack } from '../api/download-inspection-pack';

/** « Dossier pour un contrôle »: what to hand an inspector, one PDF or a ZIP with the originals. */
export function InspectionPack({ duerpId }: { duerpId: string }) {
  const pack = useDownloadInspectionPack();
  const [kind, setKind] = useState<'pdf' | 'zip' | null>(null);
  const get = (next: 'pdf' | 'zip') => {
    setKind(next);
    pack.mutate({ duerpId, kind: next });
  };
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      <h3 className="font-semibold text-slate-900">Dossier pour un contrôle</h3>
      <p className="text-sm text-slate-700">
        Les points relevés du jour, toutes les versions avec leur empreinte et leur code de
        vérification, les consultations, les envois au service de prévention et de santé au travail,
        l’annexe pénibilité et le programme d’actions.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          loading={pack.isPending && kind === 'pdf'}
          disabled={pack.isPending}
          onClick={() => get('pdf')}
        >
          Télécharger le dossier (PDF)
        </Button>
        <Button
          variant="secondary"
          loading={pack.isPending && kind === 'zip'}
          disabled={pack.isPending}
          onClick={() => get('zip')}
        >
          Dossier avec les originaux (ZIP)
        </Button>
      </div>
    </div>
  );
}
