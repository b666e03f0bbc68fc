/** What the Code du travail requires of the DUERP (the guide's "Ce que dit la loi"). */
export function LegalRequirements() {
  return (
    <>
      <h3>Qui doit établir un DUERP&nbsp;?</h3>
      <p>
        Tout employeur, dès le premier salarié, quels que soient sa taille et son secteur. Le Code
        du travail lui impose de prendre les mesures nécessaires pour assurer la sécurité et
        protéger la santé physique et mentale des travailleurs (article L4121-1), en appliquant les
        principes généraux de prévention (article L4121-2)&nbsp;: éviter les risques, évaluer ceux
        qui ne peuvent pas être évités, les combattre à la source, adapter le travail à l'homme,
        tenir compte de l'évolution de la technique, remplacer ce qui est dangereux par ce qui l'est
        moins, planifier la prévention, donner la priorité aux protections collectives sur les
        protections individuelles et donner les instructions appropriées aux travailleurs.
      </p>
      <p>
        L'employeur évalue les risques pour la santé et la sécurité des travailleurs (article
        L4121-3) et en transcrit les résultats dans le document unique, qui comporte un inventaire
        des risques identifiés dans chaque unité de travail (articles L4121-3-1 et R4121-1). Les
        modalités d'élaboration, de mise à jour, de conservation et de consultation du document sont
        précisées aux articles R4121-1 à R4121-4.
      </p>

      <h3>Quand le mettre à jour&nbsp;?</h3>
      <p>Selon l'article R4121-2, le document unique est mis à jour&nbsp;:</p>
      <ul>
        <li>
          <strong>au moins chaque année</strong> dans les entreprises d'au moins 11 salariés&nbsp;;
        </li>
        <li>
          lors de toute décision d'aménagement important modifiant les conditions de santé et de
          sécurité ou les conditions de travail&nbsp;;
        </li>
        <li>
          lorsqu'une information supplémentaire intéressant l'évaluation d'un risque dans une unité
          de travail est portée à la connaissance de l'employeur.
        </li>
      </ul>
      <p>
        Le programme ou la liste des actions de prévention est mis à jour en même temps, si
        nécessaire.
      </p>

      <h3>Le PAPRIPACT et les actions de prévention</h3>
      <p>
        Dans les entreprises d'au moins <strong>50 salariés</strong>, l'évaluation débouche sur un
        programme annuel de prévention des risques professionnels et d'amélioration des conditions
        de travail (PAPRIPACT)&nbsp;: la liste détaillée des mesures à prendre dans l'année, les
        ressources mobilisables et un calendrier de mise en œuvre (article L4121-3-1). En dessous de
        50 salariés, l'évaluation débouche sur la définition d'actions de prévention et de
        protection, consignées dans le document unique. Lorsque l'entreprise dispose d'un comité
        social et économique (CSE), celui-ci est consulté sur le document unique et ses mises à
        jour.
      </p>

      <h3>Combien de temps le conserver&nbsp;?</h3>
      <p>
        Le document unique, dans ses versions successives, est conservé par l'employeur pendant{' '}
        <strong>au moins 40 ans</strong> à compter de son élaboration (articles L4121-3-1 et
        R4121-4). Chaque validation dans DUERP en ligne crée une version datée que vous pouvez
        télécharger et archiver.
      </p>

      <h3>Qui peut le consulter&nbsp;?</h3>
      <p>L'article R4121-4 le rend accessible, notamment&nbsp;:</p>
      <ul>
        <li>
          aux travailleurs et aux anciens travailleurs, pour les versions en vigueur pendant leur
          période d'activité dans l'entreprise&nbsp;;
        </li>
        <li>aux membres de la délégation du personnel du comité social et économique&nbsp;;</li>
        <li>
          au médecin du travail et aux professionnels du service de prévention et de santé au
          travail&nbsp;;
        </li>
        <li>aux agents de l'inspection du travail&nbsp;;</li>
        <li>
          aux agents des services de prévention des organismes de sécurité sociale (CARSAT, CRAMIF,
          CGSS)&nbsp;;
        </li>
        <li>
          aux agents des organismes professionnels de santé, de sécurité et des conditions de
          travail, comme l'OPPBTP dans le BTP&nbsp;;
        </li>
        <li>
          aux inspecteurs de la radioprotection, pour ce qui concerne l'exposition aux rayonnements
          ionisants.
        </li>
      </ul>
      <p>
        Un avis indiquant comment les travailleurs peuvent accéder au document unique est affiché à
        une place convenable et aisément accessible dans les lieux de travail.
      </p>

      <h3>Et si le document manque&nbsp;?</h3>
      <p>
        Ne pas transcrire ou ne pas mettre à jour les résultats de l'évaluation des risques est puni
        de l'amende prévue pour les contraventions de la 5<sup>e</sup> classe (article R4741-1).
        Au-delà de l'amende, l'absence de DUERP pèse lourd en cas d'accident du travail ou de
        maladie professionnelle.
      </p>
      <p className="text-sm text-slate-600">
        Ces informations résument les textes en vigueur à la date de mise à jour de cette
        page&nbsp;; elles ne remplacent pas un conseil juridique. Les textes font foi sur
        Légifrance.
      </p>
    </>
  );
}
