import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkCompliance, type ComplianceReport } from '@duerp/domain/compliance';
import { mockApi, renderWithProviders } from '@/test/render';
import { aCompleteDuerp, DUERP_ID } from '@/features/duerp/test/fixtures';
import { DuerpRole } from '@/features/duerp';
import { ComplianceBreaches } from './compliance-breaches';
import { ComplianceCheck } from './compliance-check';

const URL = `GET /api/duerp/${DUERP_ID}/compliance`;
const duerp = aCompleteDuerp();
/** What the server answers for this draft without any version: its own function. */
const report = checkCompliance({
  duerpId: DUERP_ID,
  data: duerp.data,
  versions: [],
  now: new Date('2026-06-01T10:00:00Z'),
});
const clean: ComplianceReport = {
  findings: [],
  counts: { manquement: 0, 'à compléter': 0, 'bonne pratique': 0 },
  notApplicable: report.notApplicable,
};

describe('ComplianceCheck', () => {
  it('counts the findings per level and links each to the place that fixes it', async () => {
    mockApi({ [URL]: () => ({ body: report }) });
    renderWithProviders(<ComplianceCheck duerp={duerp} />);
    const region = await screen.findByRole('region', { name: 'Prêt pour un contrôle ?' });
    const counts = await within(region).findByLabelText('Points relevés par niveau');
    expect(counts).toHaveTextContent(`${report.counts.manquement} manquement`);
    const first = report.findings[0]!;
    expect(within(region).getByText(first.message)).toBeVisible();
    expect(within(region).getAllByText(`Article ${first.article}`)[0]).toBeVisible();
    const link = within(region).getAllByRole('link', { name: first.linkLabel })[0];
    expect(link).toHaveAttribute('href', first.href);
    expect(region).toHaveTextContent("Non applicable : le portail n'est pas en service");
    expect(within(region).getAllByRole('listitem').length).toBe(report.findings.length + 1);
    await userEvent.click(within(region).getByText('À propos de cette vérification'));
    expect(
      within(region).getByText(/contraventions de 5e classe \(article R4741-1\)/),
    ).toBeVisible();
  });

  it('says « Aucun point relevé » when nothing is found', async () => {
    mockApi({ [URL]: () => ({ body: clean }) });
    renderWithProviders(<ComplianceCheck duerp={duerp} />);
    expect(await screen.findByText('Aucun point relevé')).toBeVisible();
    expect(screen.getByLabelText('Points relevés par niveau')).toHaveTextContent(
      '0 manquement0 à compléter0 bonne pratique',
    );
  });

  it('shows a loading state, then the error when the check cannot be loaded', async () => {
    mockApi({ [URL]: () => ({ status: 500, body: { message: 'Erreur interne.' } }) });
    renderWithProviders(<ComplianceCheck duerp={duerp} />);
    expect(screen.getByRole('status')).toHaveTextContent('Vérification en cours…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger la vérification.',
    );
  });

  it('gives a Lecteur the findings without the links to the editor', async () => {
    mockApi({ [URL]: () => ({ body: report }) });
    renderWithProviders(
      <DuerpRole role="lecteur">
        <ComplianceCheck duerp={duerp} />
      </DuerpRole>,
    );
    expect(await screen.findByText(report.findings[0]!.message)).toBeVisible();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe('ComplianceBreaches (step 7)', () => {
  it('lists the breaches except those this validation answers, and nothing when there is none', async () => {
    const breaches = report.findings.filter(
      (f) => f.level === 'manquement' && !f.href.endsWith('step=7'),
    );
    expect(breaches.length).toBeGreaterThan(0);
    mockApi({ [URL]: () => ({ body: report }) });
    const { unmount } = renderWithProviders(<ComplianceBreaches duerp={duerp} />);
    const region = await screen.findByRole('region', { name: /Manquements relevés/ });
    expect(within(region).getAllByRole('listitem')).toHaveLength(breaches.length);
    expect(region).not.toHaveTextContent('Aucune version du document unique');
    expect(within(region).queryByText(/À compléter/)).toBeNull();
    unmount();

    mockApi({ [URL]: () => ({ body: clean }) });
    renderWithProviders(<ComplianceBreaches duerp={duerp} />);
    await expect.poll(() => screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region', { name: /Manquements relevés/ })).toBeNull();
  });
});
