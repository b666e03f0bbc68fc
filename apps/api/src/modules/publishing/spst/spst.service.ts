import { randomUUID } from 'node:crypto';
import {
  RECORDS_MESSAGES as M,
  type SpstHandedBody,
  type SpstSending,
  type SpstSettings,
  type SpstSettingsBody,
} from '@duerp/domain/compliance';
import { duerpDisplayName, versionFileName } from '@duerp/domain/duerp';
import { formatDateLong, parisDay } from '@duerp/domain/calendar';
import { verifierPath } from '@duerp/domain/access';
import type { PhotoMimeType } from '@duerp/domain/photos';
import type { Deps } from '../../../lib/deps.js';
import { HttpError, badRequest, notFound } from '../../../errors.js';
import { recordActivity } from '../../identity/activity/index.js';
import { documentStore, type Actor } from '../../documents/document-store/index.js';
import { processImage } from '../../documents/photos/index.js';
import { findVersionMetadata, renderVersionPdf, requireVersionAccess } from '../versions/index.js';
import { findSpstSettings, updateSpstSettings } from '../../identity/espaces/index.js';
import { findSending, listSendings, type SendingRow } from '../spst-sending-queries/index.js';
import { findReceipt, insertSending, setReceipt } from './spst.repository.js';
import { spstMail } from './spst-mail.js';

const toSending = (row: SendingRow): SpstSending => ({
  id: row.id,
  versionId: row.versionId,
  versionNumber: row.versionNumber,
  mode: row.mode,
  date: row.date,
  recipientName: row.recipientName,
  recipientEmail: row.recipientEmail,
  versionSha256: row.versionSha256,
  messageId: row.messageId,
  hasReceipt: row.receiptMimeType !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function spstSettings(deps: Deps, espaceId: string): Promise<SpstSettings> {
  const row = await findSpstSettings(deps.db, espaceId);
  if (!row) throw notFound('Espace introuvable.');
  return row;
}

export async function saveSpstSettings(deps: Deps, espaceId: string, body: SpstSettingsBody) {
  const row = await updateSpstSettings(deps.db, espaceId, body);
  if (!row) throw notFound('Espace introuvable.');
  return row;
}

/**
 * The sendings of a document's versions to the SPST, oldest first (by version, then by time):
 * what the compliance check, the history of the next versions and the inspection pack read.
 */
export async function listSpstSendings(
  deps: Deps,
  espaceId: string,
  id: string,
): Promise<SpstSending[]> {
  await documentStore.requireAccess(deps.db, espaceId, id);
  return (await listSendings(deps.db, id)).map(toSending);
}

/** The sendings of versions 1 … `upTo`, for the history part of a version's PDF. */
export async function spstSendingsUpTo(deps: Deps, id: string, upTo: number) {
  return (await listSendings(deps.db, id, upTo)).map(toSending);
}

/** The domain of the Message-ID: the sender's, so that the receiving server accepts it. */
function messageIdDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1];
  return domain ?? 'duerp.local';
}

/**
 * Sends a version's full PDF to the espace's SPST by e-mail, with its verification link, and
 * records the sending (day, address, snapshot hash, Message-ID) once the mail server took it.
 */
export async function sendVersionToSpst(
  deps: Deps,
  espaceId: string,
  id: string,
  versionId: string,
  actor: Actor,
  origin: string,
): Promise<SpstSending> {
  const version = await requireVersionAccess(deps, espaceId, id, versionId, 'full');
  const settings = await spstSettings(deps, espaceId);
  if (!settings.email) throw badRequest(M.spstEmailMissing);
  const document = await documentStore.require(deps.db, espaceId, id);
  const pdf = await renderVersionPdf(deps, version, 'full', origin);
  const messageId = `<${randomUUID()}@${messageIdDomain(deps.env.MAIL_FROM)}>`;
  try {
    await deps.mailer.send(
      spstMail({
        to: settings.email,
        recipientName: settings.nom,
        companyName: duerpDisplayName(document.data.entreprise),
        versionNumber: version.versionNumber,
        versionCreatedAt: version.creationTime,
        versionSha256: version.snapshotSha256,
        verifyUrl: version.verificationCode
          ? `${origin}${verifierPath(version.verificationCode)}`
          : null,
        messageId,
        pdf,
        fileName: versionFileName(version.versionNumber, 'full'),
      }),
    );
  } catch {
    throw new HttpError(502, M.spstSendFailed);
  }
  return record(deps, espaceId, id, version, actor, {
    mode: 'email',
    date: parisDay(new Date()),
    recipientName: settings.nom,
    recipientEmail: settings.email,
    messageId,
  });
}

/** « Remis en main propre le … »: a day from the version's creation to today. */
export async function recordHandedToSpst(
  deps: Deps,
  espaceId: string,
  id: string,
  versionId: string,
  body: SpstHandedBody,
  actor: Actor,
): Promise<SpstSending> {
  await documentStore.requireAccess(deps.db, espaceId, id);
  const version = await findVersionMetadata(deps.db, id, versionId);
  if (!version) throw notFound('Version introuvable.');
  if (body.date < parisDay(version.creationTime))
    throw badRequest(M.spstHandedBeforeVersion(formatDateLong(version.creationTime)));
  const settings = await spstSettings(deps, espaceId);
  return record(deps, espaceId, id, version, actor, {
    mode: 'main_propre',
    date: body.date,
    recipientName: settings.nom,
    recipientEmail: null,
    messageId: null,
  });
}

type Version = NonNullable<Awaited<ReturnType<typeof findVersionMetadata>>>;

async function record(
  deps: Deps,
  espaceId: string,
  id: string,
  version: Version,
  actor: Actor,
  fields: Pick<SpstSending, 'mode' | 'date' | 'recipientName' | 'recipientEmail' | 'messageId'>,
): Promise<SpstSending> {
  const sendingId = await deps.db.transaction(async (tx) => {
    const inserted = await insertSending(tx, {
      duerpDocumentId: id,
      versionId: version.id,
      versionSha256: version.snapshotSha256,
      createdByAccountId: actor,
      ...fields,
    });
    await recordActivity(tx, {
      espaceId,
      actorAccountId: actor,
      action: fields.mode === 'email' ? 'spst.sent' : 'spst.handed',
      duerpDocumentId: id,
      details: {
        numero: String(version.versionNumber),
        date: fields.date,
        ...(fields.recipientEmail ? { destinataire: fields.recipientEmail } : {}),
      },
    });
    return inserted;
  });
  // The viewers' version list shows the sending.
  await documentStore.changedBeside(deps.db, espaceId, id, actor);
  const row = await findSending(deps.db, id, sendingId);
  if (!row) throw notFound(M.spstSendingNotFound);
  return toSending(row);
}

/** The scanned receipt of a hand-over: an image checked and re-encoded as a photo is. */
export async function uploadSpstReceipt(
  deps: Deps,
  espaceId: string,
  id: string,
  sendingId: string,
  declared: PhotoMimeType,
  read: () => Promise<Buffer>,
  actor: Actor,
): Promise<SpstSending> {
  await documentStore.requireAccess(deps.db, espaceId, id);
  const sending = await findSending(deps.db, id, sendingId);
  if (!sending) throw notFound(M.spstSendingNotFound);
  const image = await processImage(await read(), declared);
  await setReceipt(deps.db, sendingId, image.data, image.mimeType);
  await documentStore.changedBeside(deps.db, espaceId, id, actor);
  return toSending({ ...sending, receiptMimeType: image.mimeType });
}

export async function spstReceipt(deps: Deps, espaceId: string, id: string, sendingId: string) {
  await documentStore.requireAccess(deps.db, espaceId, id);
  const row = await findReceipt(deps.db, id, sendingId);
  if (!row?.receipt || !row.mimeType) throw notFound('Aucun reçu pour cet envoi.');
  return { bytes: row.receipt, mimeType: row.mimeType };
}
