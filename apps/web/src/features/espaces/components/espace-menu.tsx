import { useState } from 'react';
import { useNavigate } from 'react-router';
import { canDo, ESPACE_ROLE_LABELS, type MyEspace } from '@duerp/domain/espaces';
import { Icon } from '@/components/ui/icon';
import { Menu, type MenuItem } from '@/components/ui/menu';
import { paths } from '@/config/paths';
import { useCurrentEspace } from '../hooks/use-current-espace';
import { useSwitchEspace } from '../hooks/use-switch-espace';
import { CreateEspaceDialog } from './create-espace-dialog';

/**
 * The espace menu of the header, named after the current espace: the switcher once the person
 * belongs to two espaces, then "Mes espaces", the current espace's members and journal, and
 * "Nouvel espace". `onNavigate` closes a menu around it.
 */
export function EspaceMenu({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const switchTo = useSwitchEspace();
  const { list, current } = useCurrentEspace();
  const [creating, setCreating] = useState(false);
  const go = (to: string) => {
    onNavigate?.();
    void navigate(to);
  };
  const switcher = list.length >= 2;

  const items: MenuItem[] = [
    ...(switcher
      ? list.map((espace) => ({
          id: espace.id,
          label: espace.name,
          description: roleLine(espace),
          checked: espace.id === current?.id,
          onSelect: () => {
            onNavigate?.();
            switchTo(espace);
          },
        }))
      : []),
    { label: 'Mes espaces', onSelect: () => go(paths.espaces), separated: switcher },
    ...(current ? [{ label: 'Membres', onSelect: () => go(paths.espaceMembers(current.id)) }] : []),
    ...(current
      ? [{ label: 'Produits chimiques', onSelect: () => go(paths.espaceChemicals(current.id)) }]
      : []),
    ...(current && canDo(current.role, 'manage')
      ? [{ label: "Journal d'activité", onSelect: () => go(paths.espaceJournal(current.id)) }]
      : []),
    { label: 'Nouvel espace', onSelect: () => setCreating(true), separated: true },
  ];

  return (
    <>
      <Menu
        label="Espaces"
        items={items}
        buttonLabel={current ? `Espace : ${current.name}` : undefined}
        align="start"
        trigger={
          <>
            <span className="min-w-0 truncate" title={current?.name}>
              {current ? current.name : 'Espaces'}
            </span>
            <Icon name="chevronDown" className="h-4 w-4 shrink-0" round={false} />
          </>
        }
      />
      <CreateEspaceDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(espace) => {
          onNavigate?.();
          switchTo(espace);
        }}
      />
    </>
  );
}

function roleLine(espace: MyEspace): string {
  const role = ESPACE_ROLE_LABELS[espace.role];
  return espace.isPersonal ? `${role} · espace personnel` : role;
}
