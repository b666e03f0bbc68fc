import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDuerpPermissions } from '@/features/duerp';
import { AccessNoticeDialog, type NoticeLink } from './access-notice-dialog';
import { ShareLinksDialog } from './share-links-dialog';

/** The workers' access to the document: the notice to post, and read-only links (an Éditeur's). */
export function AccessSection({ duerpId, hasVersion }: { duerpId: string; hasVersion: boolean }) {
  const can = useDuerpPermissions();
  const [dialog, setDialog] = useState<'notice' | 'links' | null>(null);
  const [noticeLink, setNoticeLink] = useState<NoticeLink | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <section aria-labelledby="access-section-title" className="space-y-2">
      <h2 id="access-section-title" className="text-sm font-semibold text-slate-900">
        Accès des salariés
      </h2>
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => {
          setNoticeLink(null);
          setDialog('notice');
        }}
      >
        Affichage des modalités d'accès
      </Button>
      {hasVersion && can.write && (
        <Button variant="secondary" className="w-full" onClick={() => setDialog('links')}>
          Liens de consultation
        </Button>
      )}
      <AccessNoticeDialog
        duerpId={duerpId}
        open={dialog === 'notice'}
        onOpenChange={close}
        link={noticeLink}
      />
      <ShareLinksDialog
        duerpId={duerpId}
        open={dialog === 'links'}
        onOpenChange={close}
        onPrintNotice={(link) => {
          setNoticeLink(link);
          setDialog('notice');
        }}
      />
    </section>
  );
}
