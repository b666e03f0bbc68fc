/** "Mes espaces": the state of every espace of a person, what needs attention first. */
export { overviewRoutes } from './overview.routes.js';
