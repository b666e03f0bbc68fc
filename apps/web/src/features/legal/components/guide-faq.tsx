import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: "Mon entreprise n'a qu'un salarié : dois-je établir un DUERP ?",
    answer:
      "Oui. L'obligation s'applique dès le premier salarié. Seule la mise à jour annuelle systématique est réservée aux entreprises d'au moins 11 salariés ; en dessous, le document est mis à jour lors d'un aménagement important ou d'une information nouvelle sur un risque.",
  },
  {
    question: "Existe-t-il une méthode d'évaluation obligatoire ?",
    answer:
      "Non. Le Code du travail impose d'évaluer les risques et d'en transcrire les résultats, sans imposer de méthode de cotation. La méthode proposée ici (gravité, fréquence, maîtrise) permet de comparer les risques entre eux et de hiérarchiser les actions de prévention.",
  },
  {
    question: "Qu'est-ce qu'une unité de travail ?",
    answer:
      'Un regroupement de postes ou de situations de travail exposés à des dangers comparables : un lieu (atelier, entrepôt), un métier (soignants, chauffeurs) ou une activité. Un découpage trop large masque des risques, un découpage trop fin alourdit le document.',
  },
  {
    question: 'Puis-je modifier mon DUERP après l’avoir validé ?',
    answer:
      "Oui : « Modifier / Créer une nouvelle version » rouvre l'éditeur. À la prochaine validation, une nouvelle version est créée ; les précédentes restent dans l'historique, comme l'exige l'obligation de conservation des versions successives.",
  },
  {
    question: 'Quelle différence entre la version gratuite et les plans payants ?',
    answer: (
      <>
        La version gratuite permet de construire un DUERP complet mais seulement d'en télécharger un
        PDF de démonstration. Les plans payants débloquent le PDF complet, la sauvegarde permanente,
        les modifications illimitées, l'historique des versions et le tableau de synthèse
        interactif. Voir les <Link to={paths.choosePlan}>plans tarifaires</Link> et les{' '}
        <Link to={paths.terms}>conditions générales</Link>.
      </>
    ),
  },
  {
    question: 'Comment conserver mes versions pendant 40 ans ?',
    answer:
      "Chaque version validée reste disponible dans l'historique du document. La conservation reste toutefois une obligation de l'employeur : téléchargez le PDF de chaque version et archivez-le avec vos documents obligatoires.",
  },
  {
    question: "J'ai une question juridique : qui peut m'aider ?",
    answer: (
      <>
        Écrivez-nous grâce au <Link to={paths.contact}>formulaire de contact</Link>&nbsp;: les
        questions d'ordre juridique sont transmises à notre cabinet d'avocats partenaire.
      </>
    ),
  },
  {
    question: 'Que deviennent mes données ?',
    answer: (
      <>
        Elles servent uniquement à fournir le service. La{' '}
        <Link to={paths.privacy}>politique de confidentialité</Link> détaille ce qui est conservé,
        pourquoi, combien de temps, et comment exercer vos droits.
      </>
    ),
  },
];

/** Questions and answers, each one a native disclosure (keyboard and screen-reader friendly). */
export function GuideFaq() {
  return (
    <div className="mt-4 space-y-2">
      {FAQ.map((item) => (
        <details key={item.question} className="group rounded-xl border border-slate-200 bg-white">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="text-blue-800 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="border-t border-slate-200 px-4 pb-4">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
