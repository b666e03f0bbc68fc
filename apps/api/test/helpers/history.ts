import { expect } from 'vitest';
import type { HistoriqueEntry, HistoriquePage } from '@duerp/domain/history';
import { categorie, documentWithRisks, evaluation, risqueInput } from './duerp.js';
import { callAs } from './espaces.js';
import { createAccount, type TestApp } from './test-app.js';

type Account = Awaited<ReturnType<typeof createAccount>>;

/** An owner's document: unit u1 "Atelier" with r1 "Chute de plain-pied" (evaluated 2-2-2) and r2. */
export async function ratedDocument(t: TestApp) {
  const owner = await createAccount(t);
  const doc = await documentWithRisks(
    t,
    owner.auth,
    [categorie('c1', 'Chutes')],
    [risqueInput('r1', 'c1', 'Chute de plain-pied'), risqueInput('r2', 'c1', 'Glissade')],
  );
  const rate = (account: Account, g: number) =>
    callAs(t, account, 'POST', `/api/duerp/${doc.id}/update-risque`, {
      ...evaluation('r1', 'c1', g, 2, 2),
      displayName: 'Chute de plain-pied',
    });
  expect((await rate(owner, 2)).statusCode).toBe(200);
  return { owner, id: doc.id, rate };
}

/** A page of the document's « Historique des modifications », as `account` reads it. */
export async function readHistory(t: TestApp, account: Account, id: string, query = '') {
  const res = await callAs(t, account, 'GET', `/api/duerp/${id}/historique${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HistoriquePage>();
}

export const entries = (page: HistoriquePage): HistoriqueEntry[] =>
  page.groups.flatMap((g) => g.entries);
export const sentences = (page: HistoriquePage) => entries(page).map((e) => e.sentence);
