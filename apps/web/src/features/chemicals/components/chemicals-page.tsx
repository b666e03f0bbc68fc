import { useState } from 'react';
import { canDo, ESPACE_ROLE_LABELS, type EspaceRole } from '@duerp/domain/espaces';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ExposureSection } from './exposure-section';
import { RegisterSection } from './register-section';

const TABS = [
  { id: 'registre', label: 'Registre' },
  { id: 'expositions', label: 'Exposés aux CMR' },
] as const;

/**
 * « Produits chimiques » of an espace: the register of the products its work units use, and the
 * list of the workers exposed to CMR products. A Lecteur reads both, without the names.
 */
export function ChemicalsPage({
  espaceId,
  espaceName,
  role,
}: {
  espaceId: string;
  espaceName: string;
  role: EspaceRole;
}) {
  useDocumentTitle('Produits chimiques');
  const [tab, setTab] = useState<string>('registre');
  const canWrite = canDo(role, 'write');
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Produits chimiques</h1>
        <p className="text-sm break-words text-slate-700">
          {espaceName} · votre rôle : {ESPACE_ROLE_LABELS[role]}
          {!canWrite && ' (lecture seule)'}
        </p>
      </div>
      <Tabs label="Produits chimiques" tabs={TABS} selectedId={tab} onSelect={setTab}>
        {tab === 'registre' ? (
          <RegisterSection espaceId={espaceId} canWrite={canWrite} />
        ) : (
          <ExposureSection espaceId={espaceId} canWrite={canWrite} />
        )}
      </Tabs>
    </section>
  );
}
