import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  INVALID_CODE_MESSAGE,
  normalizeVerificationCode,
  VERIFICATION_CODE_LENGTH,
} from '@duerp/domain/access';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useVerifyCode } from '../api/verify';
import { VerificationAnswer } from './verification-answer';

/** The code printed on the cover (from the QR code's link, or typed). */
export function CodeVerifier({ initialCode }: { initialCode: string }) {
  const verify = useVerifyCode();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const checkedInitial = useRef(false);
  const check = (value: string) => {
    if (normalizeVerificationCode(value).length !== VERIFICATION_CODE_LENGTH) {
      setError(INVALID_CODE_MESSAGE);
      return;
    }
    setError(null);
    verify.mutate(value);
  };
  useEffect(() => {
    if (initialCode && !checkedInitial.current) {
      checkedInitial.current = true;
      check(initialCode);
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(code);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          className="sm:flex-1"
          label="Code de vérification"
          placeholder="Ex. : K3M9P-2XQ7T"
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" className="sm:mt-6" loading={verify.isPending}>
          Vérifier
        </Button>
      </div>
      {!verify.isPending && <VerificationAnswer result={verify.data} error={verify.error} />}
    </form>
  );
}
