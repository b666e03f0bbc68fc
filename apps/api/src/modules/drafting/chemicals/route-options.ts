import type { FastifyReply } from 'fastify';
import { BODY_LIMITS } from '../../../lib/request-limits.js';
import { onEspace } from '../../../plugins/authenticate.js';

/** A route of the register that any member of the espace may read. */
export const readable = () => ({ config: { access: onEspace('read') } });
/** A write of the register without a JSON body (a deletion, a file streamed by its handler). */
export const writable = () => ({ config: { access: onEspace('write') } });
/** A write of the register with a JSON body: texts only, so the text body limit. */
export const writableWithBody = () => ({ ...writable(), bodyLimit: BODY_LIMITS.text });

/** The answer of a deletion: 204, no body. */
export const noContent = (reply: FastifyReply) => reply.code(204).send(null);
