/**
 * Builders of documents shared by the tests of every package and app, the journeys and the
 * benches (`@duerp/domain/testing`); production code builds its values with the domain's own
 * constructors (`newRisque`, `emptyDuerpData`), which these call.
 */
export * from './document-fixtures.js';
