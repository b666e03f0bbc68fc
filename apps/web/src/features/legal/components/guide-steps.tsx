const STEPS = [
  {
    title: 'Introduction',
    text: "Vous prenez connaissance du déroulement et cochez les cases de départ : vous reconnaissez que l'évaluation des risques reste de votre responsabilité d'employeur, vous prenez acte des limites de la version gratuite (sauf si vous disposez déjà d'un accès complet) et vous acceptez les conditions générales.",
  },
  {
    title: "Informations de l'entreprise",
    text: "Raison sociale, numéro SIRET, adresse, secteur d'activité, nombre d'employés (ou d'agents dans le secteur public) et représentant légal. Vous précisez si le document couvre toute l'entreprise ou un seul établissement, et si vous relevez du secteur privé ou public. Lorsque votre secteur d'activité est reconnu, des risques spécifiques à ce secteur vous sont proposés aux étapes suivantes.",
  },
  {
    title: 'Unités de travail',
    text: "Découpez votre structure en unités de travail : des postes ou situations de travail exposés à des risques comparables (un atelier, l'accueil, les bureaux, une équipe itinérante…). Choisissez parmi les exemples proposés ou créez les vôtres, renommez-les et réordonnez-les par glisser-déposer ou au clavier. Au moins une unité est nécessaire pour continuer.",
  },
  {
    title: 'Saisie des risques',
    text: 'Pour chaque unité, ajoutez les risques auxquels les personnes sont exposées : choisissez-les dans la bibliothèque classée par familles et catégories (avec une recherche qui ignore accents et majuscules), ou créez vos propres catégories et risques. Décrivez pour chacun le danger et vos remarques.',
  },
  {
    title: 'Évaluation des risques',
    text: "Cotez chaque risque selon sa gravité, sa fréquence et sa maîtrise (voir la méthode ci-dessous). Une barre de progression indique, unité par unité, les risques déjà évalués ; tous doivent l'être pour passer à l'étape suivante.",
  },
  {
    title: 'PAPRIPACT',
    text: "Activez le programme annuel de prévention et listez les actions prévues pour chaque unité : risque visé, description de la mesure, responsable, budget (facultatif), date et statut (À planifier, En cours, Terminé, En attente, Annulé). L'application vous alerte si vous le désactivez alors que votre effectif atteint 50 salariés ou que vous relevez du secteur public ; en dessous de ce seuil, vous pouvez passer cette étape, mais vos actions de prévention doivent tout de même figurer dans le document unique.",
  },
  {
    title: 'Finalisation',
    text: "L'application vérifie que le document est complet et liste ce qui manque. Une fois tout en ordre, « Valider cette version » génère le PDF de votre DUERP, daté et numéroté. Chaque validation crée une nouvelle version, conservée dans l'historique du document.",
  },
] as const;

/** The 7 steps of the editor. */
export function GuideSteps() {
  return (
    <ol className="list-none! pl-0! space-y-3!">
      {STEPS.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="mt-0!">
              <span className="sr-only">Étape {index + 1}&nbsp;: </span>
              {step.title}
            </h3>
            <p className="mt-1! text-sm">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
