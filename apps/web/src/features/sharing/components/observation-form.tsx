import { Fragment, useState, type ReactNode } from 'react';
import { MAX_OBSERVATION_LENGTH, OBSERVATION_MESSAGES } from '@duerp/domain/collaboration';
import type { DuerpData } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { describeApiError } from '@/lib/api-errors';
import { useSendObservation } from '../api/send-observation';

/**
 * What a worker who opened the link (often the posted QR code, on a phone) sends the employer:
 * a unit, maybe a risk, a text, a first name if they wish. Never published.
 */
export function ObservationForm({
  token,
  data,
  renderCaptcha,
}: {
  token: string;
  data: DuerpData;
  renderCaptcha: (onChange: (payload: string | null) => void) => ReactNode;
}) {
  const units = data.unitesDeTravail;
  const [idUniteDeTravail, setUnit] = useState(
    units.length === 1 ? units[0]!.idUniteDeTravail : '',
  );
  const [idRisque, setRisque] = useState('');
  const [texte, setTexte] = useState('');
  const [prenom, setPrenom] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendObservation();
  const unit = units.find((u) => u.idUniteDeTravail === idUniteDeTravail);

  if (sent) {
    return (
      <section aria-labelledby="observation-title" className="space-y-3">
        <h2 id="observation-title" className="text-xl font-bold text-slate-900">
          Signaler un risque ou une observation
        </h2>
        <Alert tone="success">{sent}</Alert>
        <Button variant="secondary" onClick={() => setSent(null)}>
          Envoyer une autre observation
        </Button>
      </section>
    );
  }
  const blocked = !idUniteDeTravail
    ? OBSERVATION_MESSAGES.uniteRequired
    : texte.trim() === ''
      ? OBSERVATION_MESSAGES.texteRequired
      : !captchaToken
        ? OBSERVATION_MESSAGES.captchaRequired
        : null;
  return (
    <section
      aria-labelledby="observation-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="observation-title" className="text-xl font-bold text-slate-900">
          Signaler un risque ou une observation
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Vous travaillez ici ? Signalez à l’employeur un risque oublié ou une situation à revoir.
          Votre message lui est transmis directement : il n’est pas publié.
        </p>
      </div>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (blocked) return;
          send.mutate(
            {
              token,
              body: {
                idUniteDeTravail,
                idRisque: idRisque || null,
                texte,
                ...(prenom.trim() ? { prenom } : {}),
                captchaToken: captchaToken ?? '',
              },
            },
            {
              onSuccess: (answer) => {
                setSent(answer.message);
                setTexte('');
                setIdle();
              },
              onError: () => setIdle(),
            },
          );
        }}
      >
        <SelectField
          label="Unité de travail concernée"
          value={idUniteDeTravail}
          onChange={(e) => {
            setUnit(e.target.value);
            setRisque('');
          }}
        >
          <option value="">Choisissez une unité</option>
          {units.map((u) => (
            <option key={u.idUniteDeTravail} value={u.idUniteDeTravail}>
              {u.displayName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Risque concerné (facultatif)"
          value={idRisque}
          disabled={!unit || unit.risques.length === 0}
          onChange={(e) => setRisque(e.target.value)}
        >
          <option value="">Aucun en particulier / un nouveau risque</option>
          {unit?.risques.map((r) => (
            <option key={r.idRisque} value={r.idRisque}>
              {r.displayName}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Votre observation"
          rows={5}
          value={texte}
          maxLength={MAX_OBSERVATION_LENGTH}
          hint={`${texte.length} / ${MAX_OBSERVATION_LENGTH} caractères`}
          onChange={(e) => setTexte(e.target.value)}
        />
        <TextField
          label="Votre prénom (facultatif)"
          autoComplete="given-name"
          maxLength={80}
          value={prenom}
          onChange={(e) => setPrenom(e.target.value)}
        />
        <Fragment key={captchaKey}>{renderCaptcha(setCaptchaToken)}</Fragment>
        {send.isError && <Alert tone="error">{describeApiError(send.error)}</Alert>}
        <Button type="submit" loading={send.isPending} disabled={blocked !== null}>
          Envoyer l’observation
        </Button>
      </form>
    </section>
  );

  /** A captcha serves once: a new one after each sending. */
  function setIdle() {
    setCaptchaToken(null);
    setCaptchaKey((k) => k + 1);
  }
}
