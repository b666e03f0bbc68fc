import { ESPACE_HEADER } from '@duerp/domain/espaces';

/** The register's cache, per espace: every write invalidates what it changes. */
export const chemicalKeys = {
  all: (espaceId: string) => ['chemicals', espaceId] as const,
  reference: ['chemicals', 'reference'] as const,
  products: (espaceId: string) => ['chemicals', espaceId, 'products'] as const,
  units: (espaceId: string) => ['chemicals', espaceId, 'units'] as const,
  substitutions: (espaceId: string, productId: string) =>
    ['chemicals', espaceId, 'substitutions', productId] as const,
  exposures: (espaceId: string) => ['chemicals', espaceId, 'exposures'] as const,
  anonymised: (espaceId: string) => ['chemicals', espaceId, 'exposures', 'anonymised'] as const,
};

/** The register's calls act on the espace of the page, whichever is current. */
export const espaceHeaders = (espaceId: string) => ({ [ESPACE_HEADER]: espaceId });
