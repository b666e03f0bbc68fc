import type { HeadingLevel } from './heading';
import { ViewSection } from './view-section';

/** A regulatory-framework placeholder (the content appears in the PDF). */
export function RegulatoryFramework({
  duerpId,
  level,
}: {
  duerpId: string | null;
  level: HeadingLevel;
}) {
  return (
    <ViewSection title="Cadre réglementaire" level={level} duerpId={duerpId}>
      <p className="text-sm text-slate-700">
        Le cadre réglementaire de votre document unique (obligations de l'employeur, principes
        généraux de prévention, mise à jour, conservation pendant 40 ans et consultation du
        document) figure en intégralité dans le PDF de votre DUERP.
      </p>
    </ViewSection>
  );
}
