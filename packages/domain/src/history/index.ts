export * from './changes.js';
export * from './messages.js';
export * from './schemas.js';
export { diffDuerpData } from './diff.js';
export { actionName } from './diff-unit.js';
export { actorLabel, describeChange, historySentence } from './sentences.js';
export { groupHistory, type HistoryWrite } from './group.js';
export { isRestored, restoreRemoval, type RestoreResult } from './restore.js';
export * from './field-nouns.js';
