import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { choosePlanUrl } from '@/config/paths';
import { useDuerpPermissions } from '@/features/duerp';

/** Over the blurred interactive view in demo mode. */
export function DemoNotice({ duerpId }: { duerpId: string }) {
  const can = useDuerpPermissions();
  return (
    <div className="absolute inset-0 flex items-start justify-center p-4 pt-10">
      <div className="max-w-md rounded-xl border border-blue-200 bg-white p-5 text-center shadow-lg">
        <p className="font-semibold text-slate-900">
          La vue interactive est réservée aux DUERP achetés
        </p>
        <p className="mt-2 text-sm text-slate-700">
          Recherchez, triez et regroupez tous vos risques dans un tableau, et téléchargez le PDF
          complet de votre DUERP, en choisissant un plan payant.
        </p>
        {can.billing ? (
          <Link to={choosePlanUrl(duerpId)} className={buttonClassName('primary', 'mt-4')}>
            Débloquer la vue interactive
          </Link>
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            L'achat est réservé aux Propriétaires de l'espace.
          </p>
        )}
      </div>
    </div>
  );
}
