import { SHARE_LINK_MESSAGES, sharePath, type AccessNoticeBody } from '@duerp/domain/access';
import { duerpDisplayName } from '@duerp/domain/duerp';
import type { Deps } from '../../../lib/deps.js';
import { badRequest } from '../../../errors.js';
import { documentStore } from '../../documents/document-store/index.js';
import { resolveShareLink } from '../../publishing/sharing/index.js';
import { renderAccessNotice } from './render-access-notice.js';
import { markAccessNoticeGenerated } from '../compliance/index.js';

/**
 * The access notice of a document, from its current company information. A share link given
 * must be live and of this document: its QR code is then printed. Its generation is recorded for
 * the compliance check (R4121-4).
 */
export async function accessNoticePdf(
  deps: Deps,
  espaceId: string,
  documentId: string,
  body: AccessNoticeBody,
  origin: string,
): Promise<Buffer> {
  const row = await documentStore.require(deps.db, espaceId, documentId);
  let shareUrl: string | null = null;
  if (body.shareLinkToken) {
    const live = await resolveShareLink(deps.db, body.shareLinkToken).catch(() => null);
    if (live?.link.duerpDocumentId !== documentId)
      throw badRequest(SHARE_LINK_MESSAGES.linkUnavailable);
    shareUrl = `${origin}${sharePath(body.shareLinkToken)}`;
  }
  // One page: rendered here rather than in the worker pool, which is sized for whole documents.
  const pdf = await renderAccessNotice({
    entreprise: row.data.entreprise,
    companyName: duerpDisplayName(row.data.entreprise),
    fields: body,
    shareUrl,
  });
  await markAccessNoticeGenerated(deps.db, documentId);
  return pdf;
}
