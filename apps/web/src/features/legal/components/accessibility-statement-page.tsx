import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LegalPage, LegalSection } from './legal-page';
import { OperatorValue } from './operator-value';

/** The pages of the automated checks, as the end-to-end suite runs them (axe-core, Chromium). */
const TESTED_PAGES = [
  'Connexion',
  'Création de compte',
  'Mot de passe oublié et réinitialisation',
  'Contact (public et connecté)',
  'Mon compte',
  "Guide d'utilisation",
  'Mentions légales',
  'Politique de confidentialité',
  'Conditions générales',
  "Déclaration d'accessibilité",
];

export function AccessibilityStatementPage() {
  return (
    <LegalPage
      title="Déclaration d'accessibilité"
      intro={
        <p>
          <OperatorValue field="legalName" /> s'engage à rendre le service {site.productName}{' '}
          accessible, conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005. Cette
          déclaration d'accessibilité s'applique à l'application web {site.productName}.
        </p>
      }
    >
      <LegalSection id="etat" title="État de conformité">
        <p>
          {site.productName} est <strong>non conforme</strong> avec le référentiel général
          d'amélioration de l'accessibilité (RGAA), version 4.1&nbsp;: aucun audit de conformité n'a
          encore été réalisé, et un service sans audit doit se déclarer non conforme. Cette
          déclaration sera mise à jour à l'issue d'un audit complet.
        </p>
      </LegalSection>

      <LegalSection id="tests" title="Résultats des tests">
        <p>
          En attendant l'audit, chaque version du service est vérifiée automatiquement avec l'outil
          axe-core dans le navigateur Chromium, sur les pages suivantes, à 1280 et à 375 pixels de
          large&nbsp;:
        </p>
        <ul className="sm:columns-2">
          {TESTED_PAGES.map((page) => (
            <li key={page}>{page}</li>
          ))}
        </ul>
        <p>
          <strong>
            Résultat&nbsp;: aucune non-conformité de gravité «&nbsp;sérieuse&nbsp;» ou
            «&nbsp;critique&nbsp;» détectée
          </strong>{' '}
          sur ces pages. Les mêmes tests vérifient qu'aucun défilement horizontal n'apparaît à 375
          pixels de large. Ces tests automatisés ne couvrent qu'une partie des critères du RGAA. Le
          service offre par ailleurs un lien d'évitement «&nbsp;Aller au contenu », un focus visible
          sur chaque élément interactif et des messages d'erreur associés aux champs des
          formulaires.
        </p>
      </LegalSection>

      <LegalSection id="non-accessible" title="Contenus non accessibles">
        <p>
          Les parcours de l'éditeur de DUERP et du paiement, ainsi que les documents PDF générés,
          n'ont pas encore fait l'objet de tests d'accessibilité complets.
        </p>
      </LegalSection>

      <LegalSection id="technologies" title="Technologies utilisées">
        <p>HTML, CSS, JavaScript et WAI-ARIA.</p>
      </LegalSection>

      <LegalSection id="retour" title="Retour d'information et contact">
        <p>
          Si vous n'arrivez pas à accéder à un contenu ou à un service, écrivez-nous grâce au{' '}
          <Link to={paths.contact}>formulaire de contact</Link> ou à{' '}
          <OperatorValue field="supportEmail" />
          &nbsp;: nous vous orienterons vers une alternative accessible ou vous transmettrons le
          contenu sous une autre forme.
        </p>
      </LegalSection>

      <LegalSection id="recours" title="Voies de recours">
        <p>
          Si vous nous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un
          contenu ou à un service et n'avez pas obtenu de réponse satisfaisante, vous pouvez&nbsp;:
        </p>
        <ul>
          <li>
            écrire un message au Défenseur des droits (formulaire en ligne sur
            defenseurdesdroits.fr)&nbsp;;
          </li>
          <li>contacter le délégué du Défenseur des droits dans votre région&nbsp;;</li>
          <li>
            envoyer un courrier (gratuit, sans timbre)&nbsp;: Défenseur des droits, Libre réponse
            71120, 75342 Paris CEDEX 07.
          </li>
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
