import type { LivePresent } from '@duerp/domain/live';
import { personName } from '../person-name';

function steps(etapes: number[]): string {
  if (etapes.length === 0) return '';
  if (etapes.length === 1) return ` (étape ${etapes[0]})`;
  return ` (étapes ${etapes.slice(0, -1).join(', ')} et ${etapes.at(-1)})`;
}

/** "Aussi sur ce document : Marie (étape 5)": the other people who have the document open. */
export function PresenceLine({ people }: { people: LivePresent[] }) {
  if (people.length === 0) return null;
  return (
    <p
      role="status"
      className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm break-words text-emerald-900"
    >
      <span className="mr-2 inline-block h-2 w-2 rounded-full bg-emerald-600" aria-hidden="true" />
      Aussi sur ce document :{' '}
      {people.map((person, index) => (
        <span key={person.accountId} title={person.name} className="font-medium">
          {personName(person)}
          {steps(person.etapes)}
          {index < people.length - 1 ? ', ' : ''}
        </span>
      ))}
    </p>
  );
}
