import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@duerp/contract';
import { signIn } from '@/test/session';
import { download, pathOf } from './api-call';

describe('pathOf', () => {
  it('fills each :param, encoded', () => {
    expect(
      pathOf(contract.versions.saveConsultation, {
        params: { id: 'a/b', versionId: 'c d' },
        body: { consultation: null } as never,
      }),
    ).toBe('/api/duerp/a%2Fb/versions/c%20d/consultation');
  });

  it('is the path itself for a route without params', () => {
    expect(pathOf(contract.duerp.list)).toBe('/api/duerp/list');
  });

  it('refuses a missing param rather than calling a wrong path', () => {
    expect(() => pathOf(contract.duerp.get, { params: {} as { id: string } })).toThrow(
      /paramètre id manquant/,
    );
  });
});

describe('download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the headers of the call, e.g. the espace a page acts on', async () => {
    signIn();
    const seen: Record<string, string>[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init?.headers as Record<string, string>);
      return new Response('%PDF-1.7', {
        headers: { 'Content-Disposition': 'attachment; filename="fds.pdf"' },
      });
    });
    const file = await download(contract.chemicals.fds, {
      params: { productId: '00000000-0000-4000-8000-0000000000a1' },
      headers: { 'X-Espace-Id': 'e1' },
    });
    expect(file.fileName).toBe('fds.pdf');
    expect(seen[0]).toMatchObject({ 'X-Espace-Id': 'e1' });
  });
});
