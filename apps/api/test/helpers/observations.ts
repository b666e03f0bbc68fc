import type { CreatedShareLink } from '@duerp/domain/access';
import type { Observation } from '@duerp/domain/collaboration';
import { solveCaptcha } from './captcha.js';
import { completeDocument, generate } from './duerp.js';
import { callAs, type CallAs } from './espaces.js';
import { createAccount, type TestApp } from './test-app.js';

type Account = Awaited<ReturnType<typeof createAccount>>;

/** A worker's observation posted through a share link (public: no session). */
export const sendObservation = (app: TestApp, token: string, payload: Record<string, unknown>) =>
  app.app.inject({
    method: 'POST',
    url: `/api/public/partage/${token}/observations`,
    payload,
  });

/** A VIP owner's document with version 1 shared by a link; an observation sent; the pending list. */
export function observationRequests(t: TestApp) {
  const send = sendObservation;
  const call: CallAs = (...args) => callAs(t, ...args);
  async function sharedDocument(link: Record<string, unknown> = { allowObservations: true }) {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, doc.id);
    const created = await call(owner, 'POST', `/api/duerp/${doc.id}/share-links`, {
      label: 'Salariés',
      ...link,
    });
    const { link: shareLink, token } = created.json<CreatedShareLink>();
    return { owner, doc, token, link: shareLink };
  }
  async function observe(token: string, extra: Record<string, unknown> = {}) {
    return send(t, token, {
      idUniteDeTravail: 'u1',
      texte: 'Le sol de la réserve est glissant le matin.',
      captchaToken: await solveCaptcha(t),
      ...extra,
    });
  }
  const pending = async (who: Account, docId: string, headers = who.auth) =>
    (await call(who, 'GET', `/api/duerp/${docId}/observations`, undefined, headers)).json<
      Observation[]
    >();
  return { observe, pending, sharedDocument };
}
