/** The risk catalogue (@duerp/masterdata) served to the web, for the sector of a document. */
export { masterdataRoutes } from './masterdata.routes.js';
