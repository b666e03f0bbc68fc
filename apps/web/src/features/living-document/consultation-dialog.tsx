import { toast } from 'sonner';
import type { VersionSummary } from '@duerp/domain/duerp';
import { Dialog } from '@/components/ui/dialog';
import { useSaveConsultation } from './api/save-consultation';
import { toastApiError } from '@/lib/api-errors';
import { ConsultationForm } from './consultation-form';

/** Edits the CSE / SPST consultation record of a version (null: closed). */
export function ConsultationDialog({
  duerpId,
  version,
  onClose,
}: {
  duerpId: string;
  version: VersionSummary | null;
  onClose: () => void;
}) {
  const save = useSaveConsultation();
  return (
    <Dialog
      open={version !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Consultation de la version ${version?.versionNumber ?? ''}`}
      size="md"
    >
      {version && (
        <ConsultationForm
          key={version.id}
          consultation={version.consultation}
          onCancel={onClose}
          onSave={async (body) => {
            try {
              await save.mutateAsync({ duerpId, versionId: version.id, body });
              toast.success('Consultation enregistrée');
              onClose();
            } catch (error) {
              toastApiError(error);
              throw error;
            }
          }}
        />
      )}
    </Dialog>
  );
}
