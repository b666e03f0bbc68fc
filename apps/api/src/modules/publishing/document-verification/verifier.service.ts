import {
  UNKNOWN_DOCUMENT_MESSAGE,
  authenticMessage,
  type VerificationResult,
} from '@duerp/domain/access';
import { duerpDisplayName } from '@duerp/domain/duerp';
import type { Deps } from '../../../lib/deps.js';
import { findVersionByCode, findVersionByPdfSha256 } from '../versions/index.js';

type Found = Awaited<ReturnType<typeof findVersionByCode>>;

function answer(found: Found): VerificationResult {
  if (!found) return { isAuthentic: false, message: UNKNOWN_DOCUMENT_MESSAGE };
  return {
    isAuthentic: true,
    message: authenticMessage(
      duerpDisplayName(found.entreprise),
      found.versionNumber,
      found.creationTime.toISOString(),
    ),
  };
}

/** A code printed on a cover: which version it is, or that none is known. */
export async function verifyCode(deps: Deps, code: string): Promise<VerificationResult> {
  return answer(await findVersionByCode(deps.db, code));
}

/** The SHA-256 of a file hashed in the reader's browser (the file itself is never sent). */
export async function verifyFingerprint(deps: Deps, sha256: string): Promise<VerificationResult> {
  return answer(await findVersionByPdfSha256(deps.db, sha256));
}
