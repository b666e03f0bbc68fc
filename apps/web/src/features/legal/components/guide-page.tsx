import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { EvaluationMethod } from './evaluation-method';
import { GuideFaq } from './guide-faq';
import { GuideSteps } from './guide-steps';
import { LegalPage, LegalSection } from './legal-page';
import { LegalRequirements } from './legal-requirements';

const TOC = [
  { id: 'etapes', title: 'Créer votre DUERP en 7 étapes' },
  { id: 'methode', title: "La méthode d'évaluation" },
  { id: 'loi', title: 'Ce que dit la loi' },
  { id: 'faq', title: 'Questions fréquentes' },
] as const;

export function GuidePage() {
  return (
    <LegalPage
      title="Guide d'utilisation"
      toc={TOC}
      intro={
        <p>
          Le document unique d'évaluation des risques professionnels (DUERP) recense les risques
          auxquels vos salariés sont exposés et les actions que vous menez pour les réduire. DUERP
          en ligne vous guide pas à pas, de la description de votre entreprise jusqu'au PDF final.
        </p>
      }
    >
      <LegalSection id="etapes" title={TOC[0].title}>
        <p>
          Depuis <Link to={paths.duerps}>Mes DUERP</Link>, créez un document ou reprenez-en un. Le
          menu de l'éditeur permet d'aller à tout moment à l'étape de votre choix&nbsp;; vos saisies
          sont enregistrées au fur et à mesure.
        </p>
        <div className="mt-4">
          <GuideSteps />
        </div>
      </LegalSection>
      <LegalSection id="methode" title={TOC[1].title}>
        <EvaluationMethod />
      </LegalSection>
      <LegalSection id="loi" title={TOC[2].title}>
        <LegalRequirements />
      </LegalSection>
      <LegalSection id="faq" title={TOC[3].title}>
        <GuideFaq />
      </LegalSection>
    </LegalPage>
  );
}
