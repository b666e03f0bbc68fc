import { z } from 'zod';
import { EmailSchema } from '../auth/schemas.js';
import { requiredLine } from '../validation/required.js';
import { ESPACE_MESSAGES as M } from './messages.js';
import { DisplayNameSchema, OptionalDisplayNameSchema } from './people.js';
import { EspaceRoleSchema } from './roles.js';

/** The header naming the espace an account-level call acts on; the personal espace without it. */
export const ESPACE_HEADER = 'X-Espace-Id';

const id = z.uuid({ error: 'Identifiant invalide.' });

export const EspaceIdParamsSchema = z.strictObject({ espaceId: id });
export const EspaceMemberParamsSchema = z.strictObject({ espaceId: id, accountId: id });
export const EspaceInvitationParamsSchema = z.strictObject({ espaceId: id, invitationId: id });
export const InvitationTokenParamsSchema = z.strictObject({
  token: z.string().min(1).max(200),
});

export const EspaceNameBodySchema = z.strictObject({ name: requiredLine(M.nameRequired, 120) });
export type EspaceNameBody = z.infer<typeof EspaceNameBodySchema>;

/** One espace of the caller, with their role there (the switcher). */
export const MyEspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: EspaceRoleSchema,
  isPersonal: z.boolean(),
});
export type MyEspace = z.infer<typeof MyEspaceSchema>;
export const MyEspacesResponseSchema = z.array(MyEspaceSchema);

export const InviteMemberBodySchema = z.strictObject({
  email: EmailSchema,
  role: EspaceRoleSchema,
  /** Issue 47: the invitee's « prénom et nom » if the inviter knows it (blank: none). */
  displayName: OptionalDisplayNameSchema,
});
export type InviteMemberBody = z.infer<typeof InviteMemberBodySchema>;

export const ChangeRoleBodySchema = z.strictObject({ role: EspaceRoleSchema });
export type ChangeRoleBody = z.infer<typeof ChangeRoleBodySchema>;

export const EspaceMemberSchema = z.object({
  accountId: z.string(),
  /** Issue 47: the member's address, to the espace's Propriétaires only. */
  email: z.string().optional(),
  /** Issue 47: how the member is named (their display name, else drawn from their address). */
  name: z.string().optional(),
  role: EspaceRoleSchema,
  joinedAt: z.string(),
});
export type EspaceMember = z.infer<typeof EspaceMemberSchema>;

export const EspaceInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: EspaceRoleSchema,
  /** The name the inviter typed, if any. */
  displayName: z.string().nullable().optional(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type EspaceInvitation = z.infer<typeof EspaceInvitationSchema>;

export const EspaceMembersResponseSchema = z.object({
  espace: MyEspaceSchema,
  members: z.array(EspaceMemberSchema),
  /** Pending invitations: to the espace's Propriétaires only (empty for the other roles). */
  invitations: z.array(EspaceInvitationSchema),
});
export type EspaceMembersResponse = z.infer<typeof EspaceMembersResponseSchema>;

/** What the invitation page shows before joining. */
export const InvitationInfoSchema = z.object({
  espaceName: z.string(),
  invitedBy: z.string(),
  role: EspaceRoleSchema,
  email: z.string(),
  expiresAt: z.string(),
  /** Whether an account exists for the invited address (sign in) or not (sign up). */
  hasAccount: z.boolean(),
  /** Whether the allow-list lets the invited address create an account. */
  isAllowed: z.boolean(),
  /** Issue 47: the name the inviter typed for the invitee, which prefills theirs. */
  displayName: z.string().nullable().optional(),
});
export type InvitationInfo = z.infer<typeof InvitationInfoSchema>;

/** An invitation's token, as its link carries it. */
export const InvitationTokenBodySchema = z.strictObject({ token: z.string().min(1).max(200) });

/** Joining: the token, and the name the person gives themselves there (issue 47). */
export const AcceptInvitationBodySchema = InvitationTokenBodySchema.extend({
  displayName: DisplayNameSchema.optional(),
});
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>;

export const JoinedEspaceSchema = z.object({ espaceId: z.string() });

/** How many DUERPs a card of "Mes espaces" names; "et N autres" says the rest. */
export const OVERVIEW_DUERPS_SHOWN = 5;

/** A DUERP a card of "Mes espaces" names, with where it stands (duerpUpdateState). */
export const EspaceOverviewDuerpSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  state: z.enum(['sans_version', 'a_jour', 'due', 'en_retard']),
  /** The annual update's due date (YYYY-MM-DD) of a DUERP due or late, else null. */
  dueDate: z.string().nullable(),
});
export type EspaceOverviewDuerp = z.infer<typeof EspaceOverviewDuerpSchema>;

/** One line of "Mes espaces": an espace of the person and the state of its DUERPs. */
export const EspaceOverviewSchema = MyEspaceSchema.extend({
  duerpCount: z.number().int(),
  /**
   * Its first OVERVIEW_DUERPS_SHOWN DUERPs, late ones first, then due ones, then by name. Absent
   * from older answers.
   */
  duerps: z.array(EspaceOverviewDuerpSchema).optional(),
  /** The nearest annual update due (R4121-2), YYYY-MM-DD, among its DUERPs. */
  nextUpdateDue: z.string().nullable(),
  overdueUpdates: z.number().int(),
  overdueActions: z.number().int(),
  lastVersionAt: z.string().nullable(),
});
export type EspaceOverview = z.infer<typeof EspaceOverviewSchema>;
export const EspacesOverviewSchema = z.array(EspaceOverviewSchema);
