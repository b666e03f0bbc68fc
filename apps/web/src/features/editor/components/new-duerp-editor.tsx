import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateDuerp, DuerpLimitNotice } from '@/features/duerp';
import { toastApiError } from '@/lib/api-errors';
import { IntroductionStep } from '../steps/introduction-step';
import { EditorLayout } from './editor-layout';

/**
 * /duerps/new: the editor before a document exists — only step 1 is reachable, its
 * start button creates the document and opens step 2, Quit goes back to the list. At the cap, the
 * limit is said before any work instead of the introduction.
 */
export function NewDuerpEditor({
  accountIsVip,
  limitReached,
}: {
  accountIsVip: boolean;
  limitReached: boolean;
}) {
  const navigate = useNavigate();
  const create = useCreateDuerp();
  const start = async () => {
    try {
      const duerp = await create.mutateAsync();
      void navigate(paths.editDuerp(duerp.id, 2), { replace: true });
    } catch (error) {
      // 403 with the server's message once the account holds its maximum of DUERP.
      toastApiError(error);
    }
  };
  return (
    <EditorLayout
      title="Création de mon DUERP"
      step={1}
      quitTo={paths.duerps}
      hrefOf={(n) => (n === 1 ? paths.newDuerp : null)}
    >
      {limitReached ? (
        <DuerpLimitNotice />
      ) : (
        <IntroductionStep
          mode="create"
          requireFreeAcknowledgment={!accountIsVip}
          quitTo={paths.duerps}
          starting={create.isPending}
          onStart={() => void start()}
        />
      )}
    </EditorLayout>
  );
}
