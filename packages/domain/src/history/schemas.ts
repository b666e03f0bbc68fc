import { z } from 'zod';
import { HISTORY_MESSAGES as M } from './messages.js';

/** Writes per page of the history (each write gives one or more entries). */
export const HISTORY_PAGE_SIZE = 50;

/** `GET /api/duerp/{id}/historique?unite=&page=` */
export const HistoriqueQuerySchema = z.strictObject({
  unite: z
    .string({ error: M.uniteInvalid })
    .min(1, M.uniteInvalid)
    .max(100, M.uniteInvalid)
    .optional(),
  page: z.coerce
    .number({ error: M.pageInvalid })
    .int({ error: M.pageInvalid })
    .min(1, M.pageInvalid)
    .max(100_000, M.pageInvalid)
    .default(1),
});
export type HistoriqueQuery = z.input<typeof HistoriqueQuerySchema>;

/** An entry's id: the write's id, a dash, the change's rank in that write ("42-0"). */
export const ChangeIdSchema = z
  .string({ error: M.changeIdInvalid })
  .regex(/^[1-9]\d{0,14}-\d{1,5}$/, M.changeIdInvalid);

export const HistoriqueChangeParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide.' }),
  changeId: ChangeIdSchema,
});

export const HistoriqueEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** "marie@exemple.fr a passé la gravité de « Chute de plain-pied » (Atelier) de 2 à 3". */
  sentence: z.string(),
  idUniteDeTravail: z.string().nullable(),
  /** It deleted a unit, a risk or an action: "Restaurer" applies. */
  restorable: z.boolean(),
  /** What it deleted is in the document again. */
  restored: z.boolean(),
});
export type HistoriqueEntry = z.infer<typeof HistoriqueEntrySchema>;

/** The changes of one person within one minute, newest first. */
export const HistoriqueGroupSchema = z.object({
  actor: z.string(),
  actorAccountId: z.string().nullable(),
  /** The minute's start (ISO instant). */
  at: z.string(),
  entries: z.array(HistoriqueEntrySchema),
});
export type HistoriqueGroup = z.infer<typeof HistoriqueGroupSchema>;

export const HistoriquePageSchema = z.object({
  groups: z.array(HistoriqueGroupSchema),
  /** Writes matching the filter, all pages. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type HistoriquePage = z.infer<typeof HistoriquePageSchema>;
