import { useId, useState, type DragEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyFile } from '../api/verify';
import { VerificationAnswer } from './verification-answer';

/** Drop or choose a PDF: it is hashed here, in the browser, and never uploaded. */
export function FileVerifier() {
  const inputId = useId();
  const verify = useVerifyFile();
  const [fileName, setFileName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // WebCrypto exists only in a secure context (https, or this computer).
  const canHash = typeof crypto !== 'undefined' && crypto.subtle !== undefined;
  const check = (file: File | undefined) => {
    if (!file || !canHash) return;
    setFileName(file.name);
    verify.mutate(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    check(event.dataTransfer.files[0]);
  };
  return (
    <div className="space-y-3">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex min-h-32 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed p-4 text-center focus-within:ring-2 focus-within:ring-blue-700 ${dragging ? 'border-blue-700 bg-blue-50' : 'border-slate-400 bg-white'}`}
      >
        <span className="font-semibold text-slate-900">Déposez le PDF ici</span>
        <span className="text-sm text-slate-700">ou cliquez pour choisir le fichier</span>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={(e) => check(e.target.files?.[0])}
        />
      </label>
      <p className="text-xs text-slate-600">
        Le fichier reste sur votre appareil : seule son empreinte SHA-256, calculée par votre
        navigateur, est envoyée pour la comparer aux versions connues.
      </p>
      {!canHash && (
        <Alert tone="warning">
          Votre navigateur ne permet pas de calculer l'empreinte du fichier sur cette adresse :
          utilisez le code de vérification imprimé en couverture.
        </Alert>
      )}
      {verify.isPending && <Spinner label="Vérification en cours…" />}
      {fileName && !verify.isPending && (
        <div className="space-y-2">
          <p className="break-all text-sm text-slate-700">Fichier : {fileName}</p>
          <VerificationAnswer result={verify.data} error={verify.error} />
        </div>
      )}
    </div>
  );
}
