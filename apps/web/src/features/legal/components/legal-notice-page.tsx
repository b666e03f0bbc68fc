import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LegalPage, LegalSection } from './legal-page';
import type { OperatorField } from '@duerp/domain/operator';
import { OperatorValue } from './operator-value';

function Fields({ rows }: { rows: [string, OperatorField][] }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-900">{label}</dt>
          <dd className="mb-2 sm:mb-0">
            <OperatorValue field={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function LegalNoticePage() {
  return (
    <LegalPage
      title="Mentions légales"
      intro={
        <p>
          Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie
          numérique, voici l'identité de l'éditeur et de l'hébergeur du service {site.productName}.
        </p>
      }
    >
      <LegalSection id="editeur" title="Éditeur">
        <Fields
          rows={[
            ['Raison sociale', 'legalName'],
            ['Forme juridique', 'legalForm'],
            ['Capital social', 'shareCapital'],
            ['Siège social', 'address'],
            ['SIREN', 'siren'],
            ['SIRET', 'siret'],
            ['RCS', 'rcs'],
            ['TVA intracommunautaire', 'vatNumber'],
            ['Téléphone', 'phone'],
            ['E-mail', 'supportEmail'],
          ]}
        />
        <p>
          Vous pouvez aussi nous écrire grâce au{' '}
          <Link to={paths.contact}>formulaire de contact</Link>.
        </p>
      </LegalSection>
      <LegalSection id="publication" title="Directeur de la publication">
        <p>
          <OperatorValue field="publicationDirector" />
        </p>
      </LegalSection>
      <LegalSection id="hebergeur" title="Hébergeur">
        <Fields
          rows={[
            ['Raison sociale', 'hostName'],
            ['Adresse', 'hostAddress'],
            ['Téléphone', 'hostPhone'],
          ]}
        />
      </LegalSection>
      <LegalSection id="propriete" title="Propriété intellectuelle">
        <p>
          L'application, ses textes, sa bibliothèque de risques, ses illustrations et son code sont
          protégés par le droit d'auteur. Toute reproduction non autorisée est interdite. Les
          documents que vous créez avec le service, et les données que vous y saisissez, restent les
          vôtres.
        </p>
      </LegalSection>
      <LegalSection id="donnees" title="Données personnelles et accessibilité">
        <p>
          Le traitement de vos données est décrit dans la{' '}
          <Link to={paths.privacy}>politique de confidentialité</Link>. L'usage du service est régi
          par les <Link to={paths.terms}>conditions générales</Link>. L'état de l'accessibilité du
          service est présenté dans la{' '}
          <Link to={paths.accessibility}>déclaration d'accessibilité</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
