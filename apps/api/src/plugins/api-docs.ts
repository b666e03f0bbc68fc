import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CLIENT_VERSION } from '@duerp/domain/api';
import { ESPACE_HEADER, ESPACE_ROLE_LABELS, rolesAllowedTo } from '@duerp/domain/espaces';
import type { RouteAccess } from './authenticate.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Who may call a signed-in route, in the words of the roles. */
function accessNote(access: RouteAccess): string {
  if (access.on === 'person') return 'Accès : la personne connectée, pour elle-même.';
  const roles = rolesAllowedTo(access.action)
    .map((r) => ESPACE_ROLE_LABELS[r])
    .join(', ');
  const where =
    access.on === 'document' ? "l'espace du DUERP" : `l'espace de l'en-tête ${ESPACE_HEADER}`;
  return `Accès : membres de ${where} avec le rôle ${roles} (404 hors de l'espace, 403 pour un autre rôle).`;
}

/**
 * The zod transform, plus what the policy says of each signed-in route: the X-Espace-Id header
 * of the espace-level routes, and the roles allowed.
 */
function transform(input: TransformInput) {
  const output = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  if (!access) return output;
  const schema = output.schema as Record<string, unknown>;
  const description = [schema.description, accessNote(access)].filter(Boolean).join('\n\n');
  if (access.on !== 'espace' || input.url.includes(':espaceId')) {
    return { ...output, schema: { ...schema, description } };
  }
  const headers = {
    type: 'object',
    properties: {
      [ESPACE_HEADER.toLowerCase()]: {
        type: 'string',
        format: 'uuid',
        description:
          "L'espace sur lequel l'appel agit ; sans lui, l'espace personnel de la personne connectée.",
      },
    },
  };
  return { ...output, schema: { ...schema, description, headers } };
}

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'API DUERP en ligne', version: CLIENT_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
