import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from './deps.js';
import type { VersionSnapshotPart } from './snapshot-part.js';

/**
 * What a module brings to the app, exported by its index.ts and registered by app.ts in the order
 * of `API_MODULES` (src/api-modules.ts).
 */
export interface ApiModule {
  /** Route plugins, registered in this order, each in its own encapsulated context. */
  routes?: readonly FastifyPluginAsyncZod[];
  /** Background jobs, started when the app runs its schedulers; each returns its stop. */
  jobs?: readonly ((deps: Deps, log: FastifyBaseLogger) => () => void)[];
  /** Run when the app closes, after the routes are gone (worker pools). */
  onClose?: () => Promise<void>;
  /** Checked once the app is ready in production: a sentence to log as a warning, or null. */
  startupWarning?: (deps: Deps) => Promise<string | null>;
  /** Added to a version's snapshot when it is generated, in the order of `API_MODULES`. */
  snapshotParts?: readonly VersionSnapshotPart[];
}
