import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FACTEURS_RPS, RPS_MESSAGES } from '@duerp/domain/rps';
import { aUniteRps } from '../../test/rps-fixtures';
import { aRpsDocument, renderRps, rpsOf, SEANCE } from '../../test/render-rps';

const SLOW = 40_000;

describe('RpsPart (step 5, « Risques psychosociaux »)', () => {
  it(
    'creates an RPS unit linked to a work unit, then deletes it after a confirmation',
    async () => {
      const { server, user } = renderRps(aRpsDocument());
      expect(await screen.findByText(/Aucune unité RPS pour le moment/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Ajouter une unité RPS' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nouvelle unité RPS' });
      await user.type(within(dialog).getByLabelText("Nom de l'unité RPS"), 'Vendeuses');
      await user.click(within(dialog).getByRole('checkbox', { name: 'Boutique' }));
      await user.click(within(dialog).getByRole('button', { name: "Ajouter l'unité" }));
      expect(await screen.findByRole('heading', { name: 'Vendeuses' })).toBeInTheDocument();
      expect(screen.getByText(/Séance collective · Boutique/)).toBeInTheDocument();
      expect(rpsOf(server)[0]).toMatchObject({
        displayName: 'Vendeuses',
        idsUnitesDeTravail: ['u-Boutique'],
      });

      await user.click(screen.getByRole('button', { name: 'Supprimer « Vendeuses »' }));
      const confirm = await screen.findByRole('dialog', { name: "Supprimer l'unité RPS ?" });
      expect(rpsOf(server)).toHaveLength(1);
      await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText(/Aucune unité RPS pour le moment/)).toBeInTheDocument();
      expect(rpsOf(server)).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'refuses a group session under 3 participants with the domain’s message, then starts it',
    async () => {
      const { posted, server, user } = renderRps(aRpsDocument([aUniteRps()]), '&uniteRps=rps1');
      await user.type(await screen.findByLabelText('Nom (direction)'), 'Claire Martin');
      await user.type(screen.getByLabelText('Fonction (direction)'), 'Gérante');
      await user.type(screen.getByLabelText('Nom (personnel)'), 'Paul Roux');
      await user.type(screen.getByLabelText('Fonction (personnel)'), 'Élu CSE');
      await user.type(screen.getByLabelText('Nombre de participants'), '2');
      await user.click(screen.getByRole('checkbox', { name: /engagement de confidentialité/ }));
      await user.click(screen.getByRole('button', { name: 'Commencer la séance' }));
      expect(await screen.findByText(RPS_MESSAGES.participantsMin)).toBeInTheDocument();
      expect(posted('/update-seance-rps')).toHaveLength(0);

      await user.clear(screen.getByLabelText('Nombre de participants'));
      await user.type(screen.getByLabelText('Nombre de participants'), '5');
      await user.click(screen.getByRole('button', { name: 'Commencer la séance' }));
      // The session screen: the first factor of the first family.
      expect(await screen.findByText('Facteur 1 sur 26')).toBeInTheDocument();
      expect(rpsOf(server)[0]?.seance).toMatchObject({
        nombreParticipants: 5,
        animateurPersonnel: { nom: 'Paul Roux', fonction: 'Élu CSE' },
        confidentialiteAcceptee: true,
      });
    },
    SLOW,
  );

  it(
    'records the group’s answer with the arrow keys, one write per answer, with its situations',
    async () => {
      const unite = aUniteRps({ seance: SEANCE });
      const { posted, user } = renderRps(aRpsDocument([unite]), '&uniteRps=rps1&vue=seance');
      const first = FACTEURS_RPS[0]!;
      const group = await screen.findByRole('group', {
        name: `Réponse du groupe : ${first.label}`,
      });
      await user.click(within(group).getByRole('radio', { name: 'Parfois' }));
      await user.keyboard('{ArrowRight}');
      expect(await within(group).findByRole('radio', { name: 'Souvent' })).toBeChecked();
      expect(await screen.findByText('1 réponse du groupe sur 26')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Situations concrètes'), 'Rush du samedi');
      await user.click(screen.getByRole('button', { name: /Facteur suivant/ }));
      expect(await screen.findByText('Facteur 2 sur 26')).toBeInTheDocument();
      expect(posted('/update-reponse-rps')).toEqual([
        expect.objectContaining({ idFacteur: first.id, reponse: 'parfois' }),
        expect.objectContaining({ idFacteur: first.id, reponse: 'souvent' }),
        expect.objectContaining({
          idFacteur: first.id,
          reponse: 'souvent',
          situationsConcretes: 'Rush du samedi',
        }),
      ]);
    },
    SLOW,
  );

  it(
    'lets the group retain another level for a family only with a reason',
    async () => {
      const unite = aUniteRps({
        seance: SEANCE,
        reponses: [
          {
            idFacteur: FACTEURS_RPS.find(
              (f) => f.famille === 'emotions' && f.polarite === 'risque',
            )!.id,
            reponse: 'jamais',
            situationsConcretes: '',
            imprimerSituations: false,
          },
        ],
      });
      const { server, user } = renderRps(aRpsDocument([unite]), '&uniteRps=rps1&vue=synthese');
      const card = await screen.findByRole('region', { name: 'Exigences émotionnelles' });
      expect(within(card).getByText(/Niveau calculé : Faible/)).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Ajuster le niveau' }));
      await user.click(within(card).getByRole('radio', { name: 'Élevé' }));
      await user.click(within(card).getByRole('button', { name: 'Enregistrer le niveau' }));
      expect(await within(card).findByText(RPS_MESSAGES.motifRequired)).toBeInTheDocument();
      await user.type(
        within(card).getByLabelText("Motif de l'ajustement"),
        'Agressions de clients rapportées par tous',
      );
      await user.click(within(card).getByRole('button', { name: 'Enregistrer le niveau' }));
      expect(
        await within(card).findByText(
          'Niveau retenu par le groupe : Élevé. Motif : Agressions de clients rapportées par tous',
        ),
      ).toBeInTheDocument();
      expect(rpsOf(server)[0]?.ajustements).toEqual([
        {
          famille: 'emotions',
          niveau: 'eleve',
          motif: 'Agressions de clients rapportées par tous',
        },
      ]);
    },
    SLOW,
  );

  it(
    'adds an action on a factor, with the fields of every action, under its family',
    async () => {
      const { server, user } = renderRps(
        aRpsDocument([aUniteRps({ seance: SEANCE })]),
        '&uniteRps=rps1&vue=synthese',
      );
      const card = await screen.findByRole('region', { name: 'Horaires de travail difficiles' });
      await user.click(within(card).getByRole('button', { name: '+ Ajouter une action' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nouvelle action de prévention' });
      await user.click(within(dialog).getByRole('button', { name: "Ajouter l'action" }));
      expect(
        await within(dialog).findByText('La description de la mesure est requise'),
      ).toBeInTheDocument();
      const factor = FACTEURS_RPS.find((f) => f.famille === 'horaires')!;
      await user.selectOptions(
        within(dialog).getByLabelText("Ce que l'action traite"),
        `Facteur « ${factor.label} »`,
      );
      await user.type(
        within(dialog).getByLabelText('Description de la mesure'),
        'Planning affiché trois semaines à l’avance',
      );
      await user.type(within(dialog).getByLabelText('Responsable'), 'Claire Martin');
      await user.click(within(dialog).getByRole('button', { name: "Ajouter l'action" }));
      expect(
        await within(card).findByText('Planning affiché trois semaines à l’avance'),
      ).toBeInTheDocument();
      expect(within(card).getByText(`Facteur « ${factor.label} »`)).toBeInTheDocument();
      expect(rpsOf(server)[0]?.actions).toEqual([
        expect.objectContaining({
          cible: { type: 'facteur', idFacteur: factor.id },
          responsable: 'Claire Martin',
          statut: 'À planifier',
        }),
      ]);
    },
    SLOW,
  );

  it(
    'opens the comments of an action of the synthesis, counted on its card',
    async () => {
      const action = {
        idAction: 'x1',
        cible: { type: 'famille', famille: 'emotions' },
        descriptionDeLaMesure: 'Formation à la gestion des clients agressifs',
        responsable: 'Claire Martin',
        budget: '',
        date: '2027-03-01',
        statut: 'À planifier',
      } as const;
      const thread = {
        cible: 'action',
        idCible: 'x1',
        resolu: false,
        comments: [
          {
            id: 'c1',
            auteur: 'paul@exemple.fr',
            isMine: false,
            texte: 'Date à confirmer avec le CSE',
            creeLe: '2026-11-20T09:00:00Z',
            modifieLe: null,
          },
        ],
      };
      const { user } = renderRps(
        aRpsDocument([aUniteRps({ seance: SEANCE, actions: [action] })]),
        '&uniteRps=rps1&vue=synthese',
        [thread],
      );
      const card = await screen.findByRole('region', { name: 'Exigences émotionnelles' });
      await user.click(await within(card).findByRole('button', { name: 'Commentaires (1)' }));
      const dialog = await screen.findByRole('dialog', { name: 'Commentaires' });
      expect(within(dialog).getByText('Date à confirmer avec le CSE')).toBeVisible();
      expect(
        within(dialog).getByText(/Formation à la gestion des clients agressifs/),
      ).toBeVisible();
    },
    SLOW,
  );
});
