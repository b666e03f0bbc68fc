import { describe, expect, it } from 'vitest';
import { DuerpDocumentSchema, type DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument } from '../../../../test/helpers/duerp.js';
import { getDuerp } from './duerp.service.js';
import { DuerpDocumentListSchema, documentSerializerCompiler } from './document-json.js';

const serializerFor = (schema: unknown) => documentSerializerCompiler({ schema });

const t = useTestApp();

describe('document JSON', () => {
  it('splices the cached data bytes into exactly what JSON.stringify would give', async () => {
    const owner = await createAccount(t);
    const { id } = await completeDocument(t, owner.auth);
    const document = await getDuerp(t.app.deps, owner.espaceId, id);
    const single = serializerFor(DuerpDocumentSchema)(document);
    expect(JSON.parse(single.toString())).toEqual(JSON.parse(JSON.stringify(document)));
    // A document built elsewhere (not through the cache) takes the same path.
    const copy: DuerpDocument = {
      ...document,
      data: structuredClone(document.data),
      displayName: 'Café « Ô » €',
    };
    const list = serializerFor(DuerpDocumentListSchema)([document, copy]);
    expect(JSON.parse(list.toString())).toEqual(JSON.parse(JSON.stringify([document, copy])));
    expect(JSON.parse(serializerFor(DuerpDocumentListSchema)([]).toString())).toEqual([]);
  });

  it('serves only document responses', () => {
    expect(() => serializerFor(undefined)).toThrow(/réservé aux réponses document/);
  });
});
