import { describe, expect, it } from 'vitest';
import { checkCompliance, type ComplianceInput } from './check.js';
import type { ComplianceCode } from './findings.js';
import {
  compliant,
  rpsEvalues,
  evenement,
  oldVersion,
  risque,
  unite,
  withEmployees,
} from './check-fixtures.js';

const codes = (input: ComplianceInput) => checkCompliance(input).findings.map((f) => f.code);

describe('checkCompliance', () => {
  it('finds nothing in a complete 60-employee document, and always shows the portal as not applicable', () => {
    const report = checkCompliance(compliant());
    expect(report.findings).toEqual([]);
    expect(report.counts).toEqual({ manquement: 0, 'à compléter': 0, 'bonne pratique': 0 });
    expect(report.notApplicable).toEqual([
      {
        code: 'portail-depot',
        message: "Non applicable : le portail n'est pas en service",
        article: 'L4121-3-1 V B',
      },
    ]);
  });

  const cases: [ComplianceCode, string, () => ComplianceInput][] = [
    ['aucune-version', 'no version was validated', () => compliant({}, [])],
    [
      'unite-sans-risque',
      'a unit has no risk',
      () =>
        compliant({ unitesDeTravail: [unite(), unite({ idUniteDeTravail: 'u2', risques: [] })] }),
    ],
    [
      'ambiances-thermiques',
      'a unit has no evaluated thermal risk',
      () =>
        compliant({
          unitesDeTravail: [unite({ risques: [risque({ code: '11.1.1', idCategorie: 'x' })] })],
        }),
    ],
    [
      'mise-a-jour-annuelle',
      '≥ 11 employees and the version is over a year old',
      () => ({ ...compliant(), versions: oldVersion(compliant().versions[0]?.consultation) }),
    ],
    [
      'evenement-sans-mise-a-jour',
      'an accident reported after the last version waits for an update',
      () => compliant({ evenementsDeMiseAJour: [evenement('accident_maladie', 2)] }),
    ],
    [
      'tpe-mise-a-jour',
      '< 11 employees and no version for over a year',
      () => ({ ...withEmployees(8), versions: oldVersion(compliant().versions[0]?.consultation) }),
    ],
    [
      'exposition-differenciee',
      'no risk was examined for a sex-differentiated exposure',
      () =>
        compliant({
          unitesDeTravail: [unite({ risques: [risque({ isExpositionDifferenciee: false })] })],
        }),
    ],
    [
      'annexe-penibilite',
      'no unit declared its pénibilité exposures',
      () => compliant({ unitesDeTravail: [unite({ expositionsPenibilite: undefined })] }),
    ],
    [
      'papripact-absent',
      '≥ 50 employees and the PAPRIPACT is off',
      () => compliant({ isPapripactEnabled: false }),
    ],
    [
      'papripact-cout',
      '≥ 50 employees and a measure has no cost',
      () => {
        const u = unite();
        u.papripactActionsPreventives = u.papripactActionsPreventives.map((a) => ({
          ...a,
          budget: ' ',
        }));
        return compliant({ unitesDeTravail: [u] });
      },
    ],
    [
      'actions-absentes',
      '< 50 employees and no action is listed',
      () =>
        withEmployees(20, {
          unitesDeTravail: [
            unite({
              papripactActionsPreventives: [],
              risques: [risque({ niveauDeRisqueStatus: 'GREEN' })],
            }),
          ],
        }),
    ],
    [
      'consultation-cse',
      'the last version has no CSE consultation record',
      () => compliant({}, [{ id: 'v1', versionNumber: 1, creationTime: '2026-03-01T09:00:00Z' }]),
    ],
    [
      'envoi-spst',
      'the last version is not recorded as sent to the SPST',
      () => {
        const input = compliant();
        const consultation = input.versions[0]?.consultation;
        return {
          ...input,
          versions: [
            {
              ...input.versions[0]!,
              consultation: consultation && { ...consultation, dateEnvoiSpst: null },
            },
          ],
        };
      },
    ],
    [
      'risques-sans-action',
      'a critical risk has no planned action',
      () =>
        compliant({
          unitesDeTravail: [
            unite(),
            unite({
              idUniteDeTravail: 'u2',
              risques: [risque({ idRisque: 'r2', niveauDeRisqueStatus: 'RED' })],
            }),
          ],
        }),
    ],
    [
      'actions-en-retard',
      'an action is past its date and not done',
      () => {
        const u = unite();
        u.papripactActionsPreventives = u.papripactActionsPreventives.map((a) => ({
          ...a,
          date: '2026-01-15',
        }));
        return compliant({ unitesDeTravail: [u] });
      },
    ],
    [
      'rps-non-evalues',
      'no RPS unit has a family level',
      () => compliant({ risquesPsychosociaux: undefined }),
    ],
    [
      'rps-non-evalues',
      'the RPS units have no answer yet',
      () =>
        compliant({
          risquesPsychosociaux: {
            dialogueSocial: null,
            unitesRps: rpsEvalues().unitesRps.map((u) => ({ ...u, reponses: [] })),
          },
        }),
    ],
  ];

  for (const [code, when, fixture] of cases) {
    it(`reports ${code} when ${when}, with its article and the page that fixes it`, () => {
      const report = checkCompliance(fixture());
      const finding = report.findings.find((f) => f.code === code);
      expect(finding).toBeDefined();
      expect(finding?.article).toMatch(/^[LR]\d{4}-\d/);
      expect(finding?.href).toMatch(/^\/duerps\/d1(\/edit\?step=[1-7]|\?highlightversionid=v1)$/);
      expect(finding?.message.length).toBeGreaterThan(20);
      expect(codes(compliant())).not.toContain(code);
    });
  }

  it('does not count an event already answered by a version, nor a request of the CSE', () => {
    const answered = compliant({ evenementsDeMiseAJour: [evenement('amenagement_important', 1)] });
    const request = compliant({ evenementsDeMiseAJour: [evenement('demande_cse_inspection', 2)] });
    expect(codes(answered)).not.toContain('evenement-sans-mise-a-jour');
    expect(codes(request)).not.toContain('evenement-sans-mise-a-jour');
  });

  it('takes « Pas de CSE » as a consultation record, and a headcount of women as considering sex', () => {
    const input = compliant({
      unitesDeTravail: [
        unite({ effectifFemmes: 0, risques: [risque({ isExpositionDifferenciee: undefined })] }),
      ],
    });
    const consultation = input.versions[0]?.consultation;
    const noCse = {
      ...input,
      versions: [
        {
          ...input.versions[0]!,
          consultation: consultation && {
            ...consultation,
            dateConsultationCse: null,
            avisCse: 'pas_de_cse' as const,
          },
        },
      ],
    };
    expect(codes(noCse)).toEqual([]);
  });

  it('does not ask a company under 11 employees for the annual update, nor one above for the small-company one', () => {
    const old = oldVersion(compliant().versions[0]?.consultation);
    expect(codes({ ...withEmployees(8), versions: old })).not.toContain('mise-a-jour-annuelle');
    expect(codes({ ...compliant(), versions: old })).not.toContain('tpe-mise-a-jour');
  });

  it('lists breaches first and counts the findings per level', () => {
    const report = checkCompliance(
      compliant({ unitesDeTravail: [unite({ expositionsPenibilite: undefined })] }, []),
    );
    expect(report.findings.map((f) => f.level)).toEqual(['manquement', 'à compléter']);
    expect(report.counts).toEqual({ manquement: 1, 'à compléter': 1, 'bonne pratique': 0 });
  });
});
