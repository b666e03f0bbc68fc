/**
 * What the web app knows of the site itself. The operator's identity (editor, host, processors)
 * comes from the API (GET /api/public/operator), set on the server: see `.env.example`.
 *
 *   VITE_LEGAL_UPDATED_AT   date de dernière mise à jour des pages légales (AAAA-MM-JJ)
 */
const legalUpdatedAt = import.meta.env.VITE_LEGAL_UPDATED_AT as unknown;

export const site = {
  productName: 'DUERP en ligne',
  legalUpdatedAt:
    typeof legalUpdatedAt === 'string' && legalUpdatedAt.trim() ? legalUpdatedAt : '2026-11-22',
} as const;
