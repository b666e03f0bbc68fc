import { useEffect, useId, useRef } from 'react';
import 'altcha';
import 'altcha/i18n/fr-fr';
import type {} from 'altcha/types/react';
import { contract } from '@duerp/contract';
import { pathOf } from '@/lib/api-call';

/**
 * The ALTCHA proof-of-work widget (French, light theme). Reports the payload once verified and
 * null when the challenge expires or fails.
 */
export function CaptchaWidget({ onChange }: { onChange: (payload: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  const hintId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);

  return (
    <div className="space-y-2">
      <p id={hintId} className="text-sm text-slate-700">
        Vérification de sécurité : cliquez sur « Je ne suis pas un robot ».
      </p>
      <altcha-widget
        ref={ref}
        aria-describedby={hintId}
        challenge={pathOf(contract.operator.captcha)}
        language="fr-fr"
        name="captchaToken"
      />
    </div>
  );
}
