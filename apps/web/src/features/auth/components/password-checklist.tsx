import { PASSWORD_RULES } from '@duerp/domain/auth';

/** The live checklist of the password rules (domain/auth/password-rules.ts). */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="space-y-1 text-sm" aria-label="Règles du mot de passe">
      {PASSWORD_RULES.map((rule) => {
        const ok = rule.test(password);
        return (
          <li
            key={rule.id}
            className={`flex items-center gap-2 ${ok ? 'text-green-800' : 'text-slate-700'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex h-5 w-5 items-center justify-center rounded-full text-xs ${ok ? 'bg-green-600 text-white' : 'border border-slate-400'}`}
            >
              {ok ? '✓' : ''}
            </span>
            {rule.label}
            <span className="sr-only">{ok ? ' : respectée' : ' : non respectée'}</span>
          </li>
        );
      })}
    </ul>
  );
}
