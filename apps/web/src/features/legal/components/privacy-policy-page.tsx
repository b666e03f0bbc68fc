import { Link } from 'react-router';
import { plural } from '@duerp/domain/text';
import { RETENTION_HOURS, RETENTION_YEARS } from '@duerp/domain/retention';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LegalPage, LegalSection } from './legal-page';
import { OperatorValue } from './operator-value';

const TOC = [
  { id: 'responsable', title: 'Responsable du traitement' },
  { id: 'donnees', title: 'Les données que nous conservons' },
  { id: 'finalites', title: 'Pourquoi nous les utilisons' },
  { id: 'durees', title: 'Combien de temps' },
  { id: 'destinataires', title: 'Qui y a accès' },
  { id: 'securite', title: 'Sécurité' },
  { id: 'droits', title: 'Vos droits et comment les exercer' },
] as const;

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Politique de confidentialité"
      toc={TOC}
      intro={
        <p>
          Cette page explique quelles données personnelles {site.productName} conserve, pourquoi,
          combien de temps, à qui elles sont communiquées et comment exercer vos droits,
          conformément au règlement général sur la protection des données (RGPD) et à la loi
          Informatique et Libertés.
        </p>
      }
    >
      <LegalSection id="responsable" title={TOC[0].title}>
        <p>
          Le responsable du traitement est <OperatorValue field="legalName" />,{' '}
          <OperatorValue field="address" />, éditeur du service (voir les{' '}
          <Link to={paths.legalNotice}>mentions légales</Link>).
        </p>
      </LegalSection>

      <LegalSection id="donnees" title={TOC[1].title}>
        <ul>
          <li>
            <strong>Votre compte</strong>&nbsp;: adresse email, mot de passe (jamais en clair&nbsp;:
            seule une empreinte argon2id est conservée), date de création, type de compte et plan
            souscrit.
          </li>
          <li>
            <strong>Vos DUERP</strong>&nbsp;: les informations de l'entreprise (dont le nom du
            représentant légal), les unités de travail, les risques, leur évaluation, les actions de
            prévention (dont le nom des responsables que vous indiquez) et les versions validées.
          </li>
          <li>
            <strong>Vos liens de consultation</strong>&nbsp;: leur libellé, leurs dates de création,
            de fin et de révocation, et la date de chaque ouverture (aucune adresse IP n'y est
            associée). La page de vérification d'un DUERP ne reçoit que l'empreinte du fichier
            déposé, calculée par le navigateur, jamais le fichier.
          </li>
          <li>
            <strong>La facturation</strong>&nbsp;: profils de facturation (nom ou raison sociale,
            adresse, numéro de TVA), abonnements et factures. Les données de carte bancaire sont
            saisies chez le prestataire de paiement et ne nous parviennent jamais.
          </li>
          <li>
            <strong>Vos messages</strong> envoyés par le formulaire de contact&nbsp;: adresse email,
            nom, téléphone (facultatif) et contenu du message.
          </li>
          <li>
            <strong>Des données techniques</strong>&nbsp;: adresse IP et journal des actions
            sensibles (connexions déléguées, compteurs anti-abus), pour la sécurité du service.
          </li>
        </ul>
        <p>
          Le service n'utilise ni cookie publicitaire ni outil de mesure d'audience. Votre session
          est conservée dans le stockage local de votre navigateur (clés «&nbsp;token&nbsp;» et
          «&nbsp;refreshToken »), ce qui est strictement nécessaire pour vous garder connecté. La
          vérification anti-robot du formulaire est réalisée sur nos serveurs, sans service tiers.
        </p>
      </LegalSection>

      <LegalSection id="finalites" title={TOC[2].title}>
        <ul>
          <li>
            fournir le service (compte, création et génération de vos DUERP)&nbsp;: exécution du
            contrat&nbsp;;
          </li>
          <li>facturer et tenir la comptabilité&nbsp;: obligation légale&nbsp;;</li>
          <li>
            répondre à vos messages et demandes&nbsp;: intérêt légitime à traiter vos demandes, ou
            mesures précontractuelles&nbsp;;
          </li>
          <li>sécuriser le service et prévenir les abus&nbsp;: intérêt légitime.</li>
        </ul>
        <p>Vos données ne sont ni vendues ni utilisées à des fins publicitaires.</p>
      </LegalSection>

      <LegalSection id="durees" title={TOC[3].title}>
        <ul>
          <li>
            Compte et DUERP&nbsp;: tant que votre compte est actif, puis suppression lorsque vous
            demandez la fermeture du compte. Pensez à télécharger vos versions avant&nbsp;:
            l'obligation de conserver le document unique pendant 40 ans incombe à l'employeur.
          </li>
          <li>
            Factures et pièces comptables&nbsp;: {RETENTION_YEARS.invoices} ans, comme l'exige le
            Code de commerce (article L123-22).
          </li>
          <li>
            Messages de contact&nbsp;: {RETENTION_YEARS.contactMessages} ans après notre dernier
            échange.
          </li>
          <li>
            Sessions&nbsp;: 30 jours au plus sans reconnexion&nbsp;; journaux de sécurité&nbsp;:{' '}
            {RETENTION_YEARS.securityLog} an.
          </li>
          <li>
            Réponse à une modification envoyée depuis l'application, gardée pour qu'une modification
            renvoyée après une coupure du réseau ne soit pas appliquée deux fois&nbsp;:{' '}
            {plural(RETENTION_HOURS.idempotentAnswers, 'heure')}.
          </li>
          <li>
            Journal d'activité d'un espace (qui a créé, modifié, téléchargé ou partagé quoi, et
            quand, sans adresse IP), lisible par ses Propriétaires&nbsp;:{' '}
            {RETENTION_YEARS.activityLog} ans.
          </li>
          <li>
            Historique des modifications d'un DUERP (qui a changé quoi, et quand, avec ce qui a été
            supprimé, pour pouvoir le restaurer), lisible par les membres de l'espace&nbsp;: chaque
            modification {RETENTION_YEARS.documentHistory} ans, et au plus tant que le DUERP.
          </li>
          <li>
            Observations envoyées par un lien de consultation (texte et prénom facultatif, sans
            adresse IP)&nbsp;: jusqu'à leur traitement par l'employeur, puis{' '}
            {RETENTION_YEARS.processedObservations} an après qu'il les a transformées en risque, en
            action ou en événement, ou archivées.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="destinataires" title={TOC[4].title}>
        <p>
          Seules les personnes habilitées de l'éditeur accèdent à vos données, pour les besoins du
          service. Elles sont aussi traitées, pour notre compte et selon nos instructions, par nos
          sous-traitants&nbsp;:
        </p>
        <ul>
          <li>
            hébergement&nbsp;: <OperatorValue field="hostName" />
            &nbsp;;
          </li>
          <li>
            envoi des emails&nbsp;: <OperatorValue field="emailProvider" />
            &nbsp;;
          </li>
          <li>
            paiement&nbsp;: <OperatorValue field="paymentProvider" />. Pendant la phase de test du
            paiement, aucune donnée bancaire n'est collectée.
          </li>
        </ul>
        <p>
          Si vous posez une question d'ordre juridique, votre message est transmis à notre cabinet
          d'avocats partenaire, tenu au secret professionnel, pour qu'il vous réponde. Si un
          prestataire traite des données hors de l'Union européenne, ce transfert est encadré par
          une décision d'adéquation de la Commission européenne ou par ses clauses contractuelles
          types.
        </p>
      </LegalSection>

      <LegalSection id="securite" title={TOC[5].title}>
        <p>
          Les échanges sont chiffrés (HTTPS), les mots de passe sont stockés sous forme d'empreinte
          argon2id, les sessions expirent et les tentatives répétées sont limitées. Chaque document
          n'est accessible qu'au compte qui l'a créé et, pour vous assister, aux personnes
          habilitées du support, dont chaque connexion est tracée.
        </p>
      </LegalSection>

      <LegalSection id="droits" title={TOC[6].title}>
        <p>
          Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de
          portabilité et d'opposition sur vos données (articles 15 à 21 du RGPD), ainsi que du droit
          de définir des directives sur leur sort après votre décès.
        </p>
        <p>
          Pour les exercer, écrivez-nous depuis le{' '}
          <Link to={paths.contact}>formulaire de contact</Link> : une fois connecté, la rubrique
          «&nbsp;Autres demandes&nbsp;» de <Link to={paths.myAccount}>Mon compte</Link> prépare
          votre demande (données personnelles, changement d'adresse email, suppression du compte).
          Vous pouvez aussi écrire à <OperatorValue field="supportEmail" />. Nous répondons dans un
          délai d'un mois.
        </p>
        <p>
          Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous
          pouvez adresser une réclamation à la CNIL (www.cnil.fr, 3 place de Fontenoy, TSA 80715,
          75334 Paris Cedex 07).
        </p>
      </LegalSection>
    </LegalPage>
  );
}
