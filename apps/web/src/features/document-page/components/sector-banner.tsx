import type { ComponentType } from 'react';
import { matchSecteur, type SecteurCategorie } from '@duerp/domain/secteur';
import { BtpBanner } from './banners/btp-banner';
import { BureauBanner } from './banners/bureau-banner';
import { CommerceBanner } from './banners/commerce-banner';
import { DefaultBanner } from './banners/default-banner';
import { OpticienBanner } from './banners/opticien-banner';
import { PharmaBanner } from './banners/pharma-banner';
import { SanteBanner } from './banners/sante-banner';
import { ScolaireBanner } from './banners/scolaire-banner';
import { TransportBanner } from './banners/transport-banner';
import { VeterinaireBanner } from './banners/veterinaire-banner';

const BANNERS: Record<SecteurCategorie, ComponentType> = {
  BUREAU: BureauBanner,
  BTP: BtpBanner,
  SANTE: SanteBanner,
  TRANSPORT: TransportBanner,
  COMMERCE: CommerceBanner,
  VETERINAIRE: VeterinaireBanner,
  OPTICIEN: OpticienBanner,
  PHARMA: PharmaBanner,
  SCOLAIRE: ScolaireBanner,
};

/** The sector banner image: the sector recognised in the free text, or a default. */
export function SectorBanner({ secteur }: { secteur: string | null | undefined }) {
  const category = matchSecteur(secteur);
  const Banner = category ? BANNERS[category] : DefaultBanner;
  return (
    <div
      className="h-28 overflow-hidden rounded-xl border border-slate-200 sm:h-36"
      data-secteur={category ?? 'DEFAULT'}
    >
      <Banner />
    </div>
  );
}
