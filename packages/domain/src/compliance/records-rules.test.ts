import { describe, expect, it } from 'vitest';
import { checkCompliance, type ComplianceInput } from './check.js';
import {
  NOTICE_POSTED,
  compliant,
  oldVersion,
  risque,
  unite,
  withEmployees,
} from './check-fixtures.js';

const codes = (input: ComplianceInput) => checkCompliance(input).findings.map((f) => f.code);
const finding = (input: ComplianceInput, code: string) =>
  checkCompliance(input).findings.find((f) => f.code === code);

const withoutSpstDate = (input: ComplianceInput): ComplianceInput => {
  const v = input.versions[0]!;
  return {
    ...input,
    versions: [
      { ...v, consultation: v.consultation && { ...v.consultation, dateEnvoiSpst: null } },
    ],
  };
};

describe('the records the check reads (issue 42)', () => {
  it('takes a recorded SPST sending of the last version as the sending, whatever the consultation says', () => {
    const unsent = withoutSpstDate(compliant());
    expect(codes(unsent)).toContain('envoi-spst');
    expect(codes({ ...unsent, spstSendings: [{ versionId: 'v1' }] })).not.toContain('envoi-spst');
    expect(codes({ ...unsent, spstSendings: [{ versionId: 'v0' }] })).toContain('envoi-spst');
  });

  it('reports avis-acces while no notice was generated, then while its posting day is missing', () => {
    const none = { ...compliant(), records: undefined };
    expect(finding(none, 'avis-acces')).toMatchObject({
      level: 'à compléter',
      article: 'R4121-4',
      href: '/duerps/d1#registres',
      linkLabel: "Produire l'avis d'affichage",
    });
    const generated = { ...compliant(), records: { ...NOTICE_POSTED, accessNoticePostedOn: null } };
    expect(finding(generated, 'avis-acces')?.linkLabel).toBe("Enregistrer la date d'affichage");
    expect(codes(compliant())).not.toContain('avis-acces');
    expect(codes({ ...compliant({}, []), records: undefined })).not.toContain('avis-acces');
  });

  it('drops tpe-mise-a-jour once a reason is recorded after the last version, not before it', () => {
    const old = {
      ...withEmployees(8),
      versions: oldVersion(compliant().versions[0]?.consultation),
    };
    const reason = (at: string) => ({
      ...old,
      records: {
        ...NOTICE_POSTED,
        spacedUpdateReason: 'Aucun changement',
        spacedUpdateReasonAt: at,
      },
    });
    expect(codes(old)).toContain('tpe-mise-a-jour');
    expect(codes(reason('2026-05-20T08:00:00Z'))).not.toContain('tpe-mise-a-jour');
    expect(codes(reason('2025-04-01T08:00:00Z'))).toContain('tpe-mise-a-jour');
  });

  it('takes a unit marked « Non concerné » as having considered the thermal environment', () => {
    const noThermal = unite({ risques: [risque({ code: '11.1.1', idCategorie: 'x' })] });
    expect(codes(compliant({ unitesDeTravail: [noThermal] }))).toContain('ambiances-thermiques');
    // The evaluation step rates a thermal risk and holds the « Non concerné » box.
    expect(
      finding(compliant({ unitesDeTravail: [noThermal] }), 'ambiances-thermiques')?.href,
    ).toMatch(/\/edit\?step=5$/);
    const marked = { ...noThermal, isAmbiancesThermiquesNonConcerne: true };
    expect(codes(compliant({ unitesDeTravail: [marked] }))).not.toContain('ambiances-thermiques');
  });

  it('reports papripact-details for a measure without its conditions, indicator or resources', () => {
    for (const field of ['conditionsExecution', 'indicateurResultat', 'ressources'] as const) {
      const u = unite();
      u.papripactActionsPreventives = u.papripactActionsPreventives.map((a) => ({
        ...a,
        [field]: ' ',
      }));
      const found = finding(compliant({ unitesDeTravail: [u] }), 'papripact-details');
      expect(found).toMatchObject({ level: 'à compléter', article: 'L4121-3-1 III 1°' });
      expect(found?.message).toMatch(/^1 mesure du PAPRIPACT n'indique pas/);
    }
    expect(codes(compliant())).not.toContain('papripact-details');
    expect(codes(withEmployees(20))).not.toContain('papripact-details');
  });
});
