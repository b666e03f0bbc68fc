import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LegalPage, LegalSection } from './legal-page';
import { OperatorValue } from './operator-value';

const TOC = [
  { id: 'objet', title: 'Objet' },
  { id: 'compte', title: 'Compte' },
  { id: 'plans', title: 'Plans et fonctionnalités' },
  { id: 'prix', title: 'Prix, paiement et renouvellement' },
  { id: 'test', title: 'Phase de test du paiement' },
  { id: 'responsabilite', title: 'Responsabilités' },
  { id: 'donnees', title: 'Données et conservation' },
  { id: 'mediation', title: 'Médiation' },
  { id: 'modification', title: 'Évolution des conditions, droit applicable' },
] as const;

const PLANS = [
  {
    name: 'Gratuit',
    price: '0 € par an',
    features: [
      'création et modification d’un DUERP complet, de toutes les étapes',
      'téléchargement d’un PDF de démonstration uniquement (filigrane « DÉMONSTRATION »)',
      'vue interactive du document non disponible',
    ],
  },
  {
    name: 'Standard',
    price: 'prix annuel HT affiché sur la page Plans tarifaires',
    features: [
      '1 DUERP par abonnement',
      'PDF complet, sauvegarde permanente et modifications illimitées',
      'historique des versions et tableau de synthèse interactif',
    ],
  },
  {
    name: 'Premium',
    price: 'prix annuel HT affiché sur la page Plans tarifaires',
    features: [
      'jusqu’à 5 DUERP',
      'toutes les fonctionnalités du plan Standard pour chacun d’eux',
      'une remise égale à la valeur non consommée des abonnements Standard en cours, que l’abonnement Premium remplace',
    ],
  },
  {
    name: 'Sur mesure',
    price: 'sur devis',
    features: [
      'besoins particuliers (nombre de documents, accompagnement) : demande par le formulaire de contact',
    ],
  },
] as const;

export function TermsPage() {
  return (
    <LegalPage
      title="Conditions générales d'utilisation et de vente"
      toc={TOC}
      intro={
        <p>
          Les présentes conditions régissent l'utilisation du service {site.productName}, édité par{' '}
          <OperatorValue field="legalName" />, et la souscription de ses plans payants. Le service
          s'adresse aux employeurs et à leurs collaborateurs, agissant à titre professionnel. Elles
          sont acceptées à la création de chaque DUERP.
        </p>
      }
    >
      <LegalSection id="objet" title={TOC[0].title}>
        <p>
          {site.productName} est un outil en ligne qui guide l'employeur dans l'évaluation des
          risques professionnels et la rédaction de son document unique (DUERP), puis génère ce
          document au format PDF, en versions successives datées.
        </p>
      </LegalSection>

      <LegalSection id="compte" title={TOC[1].title}>
        <p>
          L'accès au service nécessite un compte, ouvert avec une adresse email et un mot de passe.
          Vous êtes responsable de la confidentialité de votre mot de passe et des actions réalisées
          depuis votre compte. Le nombre de DUERP par compte est plafonné&nbsp;; le plafond est
          indiqué sur la page Mes DUERP et peut être relevé sur demande.
        </p>
      </LegalSection>

      <LegalSection id="plans" title={TOC[2].title}>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {PLANS.map((plan) => (
            <section
              key={plan.name}
              aria-labelledby={`plan-${plan.name}`}
              className="rounded-xl border border-slate-200 bg-white p-4"
            >
              <h3 id={`plan-${plan.name}`} className="mt-0!">
                {plan.name}
              </h3>
              <p className="mt-1! text-sm text-slate-600">{plan.price}</p>
              <ul className="text-sm">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p>
          Un plan payant donne accès au PDF complet des versions créées pendant la période
          payée&nbsp;; ces versions restent téléchargeables en version complète après la fin de
          l'abonnement. Les versions créées en dehors d'une période payée ne sont téléchargeables
          qu'en démonstration.
        </p>
      </LegalSection>

      <LegalSection id="prix" title={TOC[3].title}>
        <p>
          Les prix sont indiqués hors taxes sur la page{' '}
          <Link to={paths.choosePlan}>Plans tarifaires</Link> ; la TVA de 20 % s'y ajoute. Les
          abonnements sont annuels et payables d'avance. Ils se renouvellent automatiquement à
          échéance, sauf si vous désactivez le renouvellement depuis{' '}
          <Link to={paths.myAccount}>Mon compte</Link>&nbsp;: l'abonnement reste alors actif jusqu'à
          son échéance, puis prend fin. Un code promotionnel éventuel s'applique en pourcentage du
          prix hors taxes de la première année seulement, comme la réduction accordée lors du
          passage au plan Premium pour les abonnements Standard en cours. Le renouvellement est
          facturé au prix annuel hors taxes en vigueur lors de l'achat, indiqué sur la page de
          paiement et dans Mon compte. Les factures sont disponibles depuis votre espace et ne
          peuvent plus être modifiées une fois émises.
        </p>
      </LegalSection>

      <LegalSection id="test" title={TOC[4].title}>
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          Le paiement en ligne est actuellement <strong>en phase de test</strong>. Tant que cette
          mention figure ici et sur la page de paiement, les achats passent par un environnement de
          test&nbsp;: aucune somme réelle n'est débitée et aucune donnée bancaire n'est collectée.
          Les utilisateurs seront informés avant l'ouverture du paiement réel, et les présentes
          conditions mises à jour.
        </p>
      </LegalSection>

      <LegalSection id="responsabilite" title={TOC[5].title}>
        <p>
          {site.productName} est un outil d'aide&nbsp;: l'évaluation des risques et le contenu du
          document unique restent sous la seule responsabilité de l'employeur (articles L4121-1 à
          L4121-3 du Code du travail). Les bibliothèques de risques et la méthode de cotation
          proposées sont des aides à la réflexion, à adapter à la réalité de votre entreprise.
          L'éditeur met en œuvre les moyens raisonnables pour assurer la disponibilité et la
          sécurité du service, sans garantir une disponibilité ininterrompue.
        </p>
      </LegalSection>

      <LegalSection id="donnees" title={TOC[6].title}>
        <p>
          Vous restez propriétaire des données saisies et des documents générés. Leur traitement est
          décrit dans la <Link to={paths.privacy}>politique de confidentialité</Link>. L'obligation
          de conserver le document unique et ses versions successives pendant au moins 40 ans
          incombe à l'employeur&nbsp;: téléchargez et archivez chaque version validée.
        </p>
      </LegalSection>

      <LegalSection id="mediation" title={TOC[7].title}>
        <p>
          Un client qui agit en tant que consommateur peut recourir gratuitement à un médiateur de
          la consommation en vue de la résolution amiable d'un litige (Code de la consommation, art.
          L612-1)&nbsp;: <OperatorValue field="mediator" />
        </p>
      </LegalSection>

      <LegalSection id="modification" title={TOC[8].title}>
        <p>
          L'éditeur peut faire évoluer ces conditions&nbsp;; la version applicable est celle en
          ligne à la date d'utilisation, et toute modification des conditions de vente vous est
          signalée avant le renouvellement de votre abonnement. Les présentes conditions sont
          soumises au droit français. Pour toute question,{' '}
          <Link to={paths.contact}>contactez-nous</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
