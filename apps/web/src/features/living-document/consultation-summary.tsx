import { AVIS_CSE_LABELS, type Consultation } from '@duerp/domain/living-document';
import { formatDay } from '@duerp/domain/calendar';

/** One line per recorded fact of a version's consultation, or "Consultation non renseignée". */
export function ConsultationSummary({ consultation }: { consultation: Consultation | undefined }) {
  const lines: string[] = [];
  if (consultation?.avisCse) lines.push(`Avis du CSE : ${AVIS_CSE_LABELS[consultation.avisCse]}`);
  if (consultation?.dateConsultationCse)
    lines.push(`CSE consulté le ${formatDay(consultation.dateConsultationCse)}`);
  if (consultation?.dateEnvoiSpst)
    lines.push(`Envoyé au SPST le ${formatDay(consultation.dateEnvoiSpst)}`);
  if (consultation?.commentaires.trim()) lines.push(consultation.commentaires.trim());
  if (lines.length === 0)
    return <p className="mt-1 text-sm text-slate-600">Consultation non renseignée</p>;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
      {lines.map((line) => (
        <li key={line} className="whitespace-pre-line break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
