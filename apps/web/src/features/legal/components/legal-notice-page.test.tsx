import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATOR_FIELD_NAMES } from '@duerp/domain/operator';
import { mockApi, renderWithProviders } from '@/test/render';
import { LegalNoticePage } from './legal-notice-page';
import { TermsPage } from './terms-page';

const identity = {
  ...Object.fromEntries(OPERATOR_FIELD_NAMES.map((field) => [field, null])),
  legalName: 'Prévention Numérique',
  siren: '303265045',
  hostName: 'OVH SAS',
};

describe('legal pages', () => {
  it('render the operator identity from the API and a neutral sentence where it is missing', async () => {
    mockApi({ 'GET /api/public/operator': () => ({ body: identity }) });
    const { container } = renderWithProviders(<LegalNoticePage />);
    expect(await screen.findByText('Prévention Numérique')).toBeInTheDocument();
    expect(screen.getByText('303265045')).toBeInTheDocument();
    expect(screen.getByText('OVH SAS')).toBeInTheDocument();
    expect(screen.getAllByText('Information en cours de publication.').length).toBeGreaterThan(3);
    expect(container.textContent).not.toMatch(/\[|\]/);
  });

  it('never show a bracket, even when the identity cannot be loaded', async () => {
    mockApi({ 'GET /api/public/operator': () => ({ status: 500 }) });
    const { container } = renderWithProviders(<TermsPage />);
    expect((await screen.findAllByText('Information en cours de publication.')).length).toBe(2);
    expect(container.textContent).not.toMatch(/\[|\]/);
  });

  it('state in the terms that a promo code is for the first year and renewals keep the price sold', async () => {
    mockApi({ 'GET /api/public/operator': () => ({ body: identity }) });
    const { container } = renderWithProviders(<TermsPage />);
    await screen.findByRole('heading', { name: 'Prix, paiement et renouvellement' });
    const text = (container.textContent ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('prix hors taxes de la première année seulement');
    expect(text).toContain("au prix annuel hors taxes en vigueur lors de l'achat");
  });
});
