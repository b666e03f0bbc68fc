import type { MesureDef } from './define.js';

/** Family 24, Agressions et violences externes (sources: SOURCES.md, section « Agressions et violences externes »). */
export const MESURES_AGRESSIONS: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_agressions_verbales: [
    {
      texte:
        "Aménager l'accueil avec une banque profonde, une issue de repli pour le personnel et un bouton d'appel",
      principe: 8,
      nature: 'technique',
      risques: [1, 2],
    },
    {
      texte: "Afficher les temps d'attente et prévenir les usagers en temps réel des retards",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Afficher les règles (pièces exigées, délais) et remettre par écrit le motif d'un refus",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte: "Écrire une procédure de relais par un responsable dès qu'un échange devient tendu",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte: 'Tenir un registre des incivilités et agressions et en analyser les causes en réunion',
      principe: 7,
      nature: 'organisationnelle',
    },
    {
      texte:
        'Accompagner le salarié agressé dans son dépôt de plainte et lui proposer un soutien psychologique',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 3],
    },
    {
      texte:
        'Faire modérer les messages reçus et signaler aux plateformes et aux autorités les contenus menaçants',
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Former les salariés d'accueil à la prévention et à la gestion des conflits avec le public",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2],
    },
  ],
  cat_agressions_physiques: [
    {
      texte:
        "Équiper les salariés de dispositifs d'alarme portatifs qui déclenchent l'arrivée d'un renfort",
      principe: 8,
      nature: 'technique',
    },
    {
      texte:
        'Signaler dans le dossier de soins les patients au comportement agressif et organiser leurs soins à deux',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Refuser l'entrée aux personnes manifestement ivres et appeler les forces de l'ordre si elles insistent",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Écrire une consigne qui interdit de s'interposer physiquement et indique qui appeler (sécurité, 17)",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Former les soignants à la prévention de l'agressivité des patients et aux techniques de dégagement",
      principe: 9,
      nature: 'formation-information',
      risques: [1],
    },
    {
      texte: 'Former le personnel à la désescalade face à une personne alcoolisée ou agitée',
      principe: 9,
      nature: 'formation-information',
      risques: [2, 3],
    },
  ],
  cat_vols_braquages: [
    {
      texte:
        "Limiter les espèces en caisse (coffre à dépôt temporisé, paiement par carte) et l'afficher à l'entrée",
      principe: 1,
      nature: 'suppression',
      risques: [1, 2],
    },
    {
      texte: 'Confier le transport des fonds à une société de transport de fonds',
      principe: 1,
      nature: 'suppression',
      risques: [2],
    },
    {
      texte:
        'Installer une vidéoprotection, une alarme reliée à un télésurveilleur et un éclairage des abords',
      principe: 8,
      nature: 'technique',
      risques: [1, 2],
    },
    {
      texte:
        "Équiper les articles de valeur d'antivols et les placer sous la surveillance des caisses",
      principe: 8,
      nature: 'technique',
      risques: [3],
    },
    {
      texte: 'Faire les dépôts bancaires à deux, à des horaires et par des trajets variables',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Écrire et afficher côté personnel la conduite à tenir en cas de braquage (ne pas résister, obéir, observer)',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Interdire aux salariés de retenir physiquement un voleur et désigner qui alerter (sécurité, forces de l'ordre)",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        'Organiser la prise en charge psychologique immédiate et le suivi des salariés après un braquage ou une agression',
      principe: 7,
      nature: 'organisationnelle',
      risques: [4],
    },
    {
      texte:
        'Former le personnel de caisse et de vente à la conduite à tenir pendant et après un braquage',
      principe: 9,
      nature: 'formation-information',
      risques: [1, 4],
    },
    {
      texte:
        "Former le personnel de vente à la conduite à tenir face à un vol à l'étalage (alerter, ne pas poursuivre)",
      principe: 9,
      nature: 'formation-information',
      risques: [3],
    },
  ],
  cat_relations_familles: [
    {
      texte:
        'Recevoir les familles sur rendez-vous dans un bureau avec issue dégagée, à deux pour les entretiens sensibles',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Désigner un responsable qui reçoit les réclamations des familles à la place du salarié mis en cause',
      principe: 7,
      nature: 'organisationnelle',
    },
    {
      texte:
        "Apporter au salarié mis en cause le soutien écrit de l'employeur et une assistance juridique",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte: "Former les salariés à la conduite d'un entretien difficile avec une famille",
      principe: 9,
      nature: 'formation-information',
      risques: [1],
    },
  ],
};
