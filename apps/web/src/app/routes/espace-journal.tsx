import { useParams } from 'react-router';
import { ActivityJournal } from '@/features/espaces';

/** Added by issue 25: "Journal d'activité" of an espace. */
export function EspaceJournalRoute() {
  const { espaceId = '' } = useParams();
  return <ActivityJournal key={espaceId} espaceId={espaceId} />;
}
