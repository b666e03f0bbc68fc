import { z } from 'zod';
import { ShareTokenParamsSchema } from '../access/share-links.js';
import { ClientIdSchema, UuidSchema } from '../duerp/schemas.js';
import { VersionParamsSchema } from '../duerp/version-schemas.js';
import { PHOTO_CAPTION_MAX, PHOTO_MIME_TYPES } from './constants.js';
import { PHOTO_MESSAGES as M } from './messages.js';

/* eslint-disable-next-line no-control-regex -- control characters are what it is for */
const CONTROL_CHARACTERS = /[\0-\x1F\x7F-\x9F\uFFFE\uFFFF]/;

/** A caption: one line of at most 300 characters, trimmed; a control character is refused. */
export const PhotoLegendeSchema = z
  .string({ error: M.legendeInvalid })
  .refine((v) => !CONTROL_CHARACTERS.test(v), M.legendeControl)
  .trim()
  .max(PHOTO_CAPTION_MAX, M.legendeTooLong(PHOTO_CAPTION_MAX));

/** A photo as the API lists it; its bytes are fetched apart (`GET …/photos/:photoId`). */
export const PhotoSchema = z.object({
  id: z.string(),
  idUniteDeTravail: z.string(),
  /** The risk it illustrates, or null when it is on an action. */
  idRisque: z.string().nullable(),
  /** The action it illustrates, or null when it is on a risk. */
  idAction: z.string().nullable(),
  legende: z.string(),
  mimeType: z.enum(PHOTO_MIME_TYPES),
  byteSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** ISO 8601. */
  creationTime: z.string(),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const PhotoListSchema = z.object({ photos: z.array(PhotoSchema) });
export type PhotoList = z.infer<typeof PhotoListSchema>;

/** Where an uploaded photo goes: a unit, and a risk or an action of it (exactly one). */
export const PhotoUploadQuerySchema = z
  .strictObject({
    idUniteDeTravail: ClientIdSchema,
    idRisque: ClientIdSchema.optional(),
    idAction: ClientIdSchema.optional(),
    legende: PhotoLegendeSchema.optional(),
  })
  .refine((q) => (q.idRisque === undefined) !== (q.idAction === undefined), {
    message: M.targetRequired,
  });
export type PhotoUploadQuery = z.infer<typeof PhotoUploadQuerySchema>;

export const PhotoCaptionBodySchema = z.strictObject({ legende: PhotoLegendeSchema });
export type PhotoCaptionBody = z.infer<typeof PhotoCaptionBodySchema>;

export const PhotoParamsSchema = z.strictObject({ id: UuidSchema, photoId: UuidSchema });
export const VersionPhotoParamsSchema = VersionParamsSchema.extend({ photoId: UuidSchema });
export const SharePhotoParamsSchema = ShareTokenParamsSchema.extend({ photoId: UuidSchema });

/** `?taille=miniature` for the 320 px thumbnail; nothing for the photo itself. */
export const PhotoBytesQuerySchema = z.strictObject({
  taille: z.literal('miniature', { error: M.tailleInvalid }).optional(),
});
export type PhotoBytesQuery = z.infer<typeof PhotoBytesQuerySchema>;
