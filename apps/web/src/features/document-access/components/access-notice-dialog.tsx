import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { AccessNoticeBodySchema, type AccessNoticeBody } from '@duerp/domain/access';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useDownloadAccessNotice } from '../api/download-access-notice';

export interface NoticeLink {
  token: string;
  label: string;
}

type Fields = Pick<AccessNoticeBody, 'lieu' | 'personne' | 'horaires'>;
const EMPTY: Fields = { lieu: '', personne: '', horaires: '' };
const storageKey = (duerpId: string) => `affichage-acces:${duerpId}`;

/** What the employer typed last time for this document, kept in this browser only. */
function savedFields(duerpId: string): Fields {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(duerpId)) ?? 'null') as unknown;
    const parsed = AccessNoticeBodySchema.safeParse(saved);
    return parsed.success ? { ...EMPTY, ...parsed.data } : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The access notice (article R4121-4): where, with whom and when the document is consulted. */
export function AccessNoticeDialog({
  duerpId,
  open,
  onOpenChange,
  link,
}: {
  duerpId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A share link just created: its QR code is printed on the notice. */
  link: NoticeLink | null;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title="Affichage des modalités d'accès"
      description="Un avis d'une page à afficher à l'endroit où est affiché le règlement intérieur (article R4121-4 du Code du travail)."
    >
      {open && <NoticeForm duerpId={duerpId} link={link} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function NoticeForm({
  duerpId,
  link,
  onDone,
}: {
  duerpId: string;
  link: NoticeLink | null;
  onDone: () => void;
}) {
  const download = useDownloadAccessNotice();
  const form = useForm({
    resolver: zodResolver(AccessNoticeBodySchema),
    defaultValues: savedFields(duerpId),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const fields = { lieu: values.lieu, personne: values.personne, horaires: values.horaires };
    localStorage.setItem(storageKey(duerpId), JSON.stringify(fields));
    await download.mutateAsync({
      duerpId,
      body: link ? { ...fields, shareLinkToken: link.token } : fields,
    });
    toast.success("L'avis d'affichage a été téléchargé.");
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate className="mt-4 space-y-4">
      <TextField
        label="Lieu de consultation"
        placeholder="Ex. : bureau de l'accueil, bâtiment A"
        error={errors.lieu?.message}
        {...form.register('lieu')}
      />
      <TextField
        label="Personne à contacter"
        placeholder="Ex. : Claire Martin, gérante"
        error={errors.personne?.message}
        {...form.register('personne')}
      />
      <TextField
        label="Horaires de consultation"
        placeholder="Ex. : du lundi au vendredi, de 9 h à 12 h"
        error={errors.horaires?.message}
        {...form.register('horaires')}
      />
      <p className="text-sm text-slate-700">
        {link
          ? `Le code QR du lien de consultation « ${link.label} » sera imprimé sur l'avis.`
          : "Pour y imprimer le code QR d'un lien de consultation en ligne, créez le lien dans « Liens de consultation » puis choisissez « Imprimer l'affichage avec ce lien »."}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={download.isPending}>
          Annuler
        </Button>
        <Button type="submit" loading={download.isPending}>
          Télécharger l'avis (PDF)
        </Button>
      </div>
    </form>
  );
}
