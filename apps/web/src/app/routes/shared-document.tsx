import { useParams } from 'react-router';
import { formatDateLong } from '@duerp/domain/calendar';
import { CaptchaWidget } from '@/components/captcha-widget';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  CompanyCard,
  EvaluationSummary,
  PapripactSection,
  RegulatoryFramework,
  RiskList,
} from '@/features/document-page';
import {
  useDownloadSharedVersion,
  useSharedDocument,
  ObservationForm,
  SharedVersionList,
} from '@/features/sharing';
import { PhotosScope } from '@/features/photos';
import { describeApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Added by issue #18: what a read-only share link opens, without an account. */
export function SharedDocumentRoute() {
  const { token = '' } = useParams();
  useDocumentTitle('Consultation du document unique');
  const shared = useSharedDocument(token);
  const download = useDownloadSharedVersion();
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <meta name="robots" content="noindex, nofollow" />
      {shared.isPending ? (
        <Spinner label="Chargement du document…" />
      ) : shared.isError ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Consultation du document unique</h1>
          <Alert tone="error">{describeApiError(shared.error)}</Alert>
        </>
      ) : (
        <>
          <header className="space-y-3">
            <p className="text-sm font-medium text-blue-800">
              Document unique d'évaluation des risques professionnels · consultation en lecture
              seule
            </p>
            <h1 className="break-words text-2xl font-bold text-slate-900">
              {shared.data.displayName}
            </h1>
            <p className="text-slate-700">
              Version {shared.data.version.versionNumber} établie le{' '}
              {formatDateLong(shared.data.version.creationTime)} · lien « {shared.data.label} »
            </p>
            {shared.data.version.notesDeVersion && (
              <p className="whitespace-pre-line text-sm text-slate-700">
                <span className="font-semibold">Notes de version : </span>
                {shared.data.version.notesDeVersion}
              </p>
            )}
            <Button
              loading={
                download.isPending && download.variables.version.id === shared.data.version.id
              }
              onClick={() => download.mutate({ token, version: shared.data.version })}
            >
              Télécharger le PDF
            </Button>
            {shared.data.allowObservations && (
              <p>
                <a href="#signaler" className="font-semibold text-blue-800 underline">
                  Signaler un risque ou une observation
                </a>
              </p>
            )}
          </header>
          <CompanyCard entreprise={shared.data.data.entreprise} duerpId={null} level={2} />
          <RegulatoryFramework duerpId={null} level={2} />
          <EvaluationSummary data={shared.data.data} duerpId={null} level={2} />
          <PhotosScope source={{ kind: 'share', token }} editable={false}>
            <RiskList data={shared.data.data} duerpId={null} level={2} demo={false} />
            <PapripactSection data={shared.data.data} duerpId={null} level={2} />
          </PhotosScope>
          <SharedVersionList token={token} versions={shared.data.earlierVersions} />
          {shared.data.allowObservations && (
            <div id="signaler" className="scroll-mt-4">
              <ObservationForm
                token={token}
                data={shared.data.data}
                renderCaptcha={(onChange) => <CaptchaWidget onChange={onChange} />}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
