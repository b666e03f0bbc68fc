import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PAYMENT_MESSAGES } from '@duerp/domain/payment';
import { Button } from '@/components/ui/button';
import { toastApiError } from '@/lib/api-errors';
import { useCheckCoupon } from '../api/check-coupon';

export interface AppliedCoupon {
  code: string;
  percent: number;
}

/** Checkout: no promo code, or one applied with its percentage (removable). */
export function CouponBox({
  applied,
  onChange,
}: {
  applied: AppliedCoupon | null;
  onChange: (coupon: AppliedCoupon | null) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const check = useCheckCoupon();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      toast.error(PAYMENT_MESSAGES.couponEmpty);
      return;
    }
    try {
      const result = await check.mutateAsync(value);
      if (!result.isValidCoupon) {
        toast.error(PAYMENT_MESSAGES.couponInvalid);
        return;
      }
      toast.success(`Code appliqué : -${result.discountPercentage}%`);
      onChange({ code: value.toUpperCase(), percent: result.discountPercentage });
      setCode('');
    } catch (error) {
      toastApiError(error);
    }
  };

  const remove = () => {
    onChange(null);
    // The notice and its button go away: the entry field takes the focus.
    input.current?.focus();
  };

  return (
    <div className="space-y-2">
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
          Code promo
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={inputId}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base uppercase text-slate-900"
          />
          <Button type="submit" variant="secondary" loading={check.isPending} className="shrink-0">
            Appliquer
          </Button>
        </div>
      </form>
      {applied && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-green-300 bg-green-50 px-3 py-1 text-sm text-green-900">
          <p>
            Code promo <strong>{applied.code}</strong> appliqué : −{applied.percent} %
          </p>
          <Button
            variant="ghost"
            onClick={remove}
            aria-label={`Retirer le code promo ${applied.code}`}
          >
            Retirer
          </Button>
        </div>
      )}
    </div>
  );
}
