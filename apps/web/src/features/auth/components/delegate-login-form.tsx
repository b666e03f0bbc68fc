import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { DelegateLoginBodySchema, type DelegateLoginBody } from '@duerp/domain/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { describeApiError } from '@/lib/api-errors';
import { useDelegateSignIn } from '../api/delegate-sign-in';

/** The hidden support sign-in: deliberately terse labels. */
export function DelegateLoginForm() {
  const navigate = useNavigate();
  const signIn = useDelegateSignIn();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DelegateLoginBody>({
    resolver: zodResolver(DelegateLoginBodySchema),
    defaultValues: { em: '', dmk: '', dut: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await signIn.mutateAsync(values);
      void navigate('/', { replace: true });
    } catch (e) {
      setError(describeApiError(e));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Réf."
        autoComplete="off"
        error={errors.em?.message}
        {...form.register('em')}
      />
      <TextField
        label="K1"
        type="password"
        autoComplete="off"
        error={errors.dmk?.message}
        {...form.register('dmk')}
      />
      <TextField
        label="K2"
        type="password"
        autoComplete="off"
        error={errors.dut?.message}
        {...form.register('dut')}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={signIn.isPending} className="w-full">
        Envoyer
      </Button>
    </form>
  );
}
