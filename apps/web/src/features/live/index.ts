/** What an open document hears: live changes, who else is on it, and the conflicts of concurrent edits. */
export { ListConflictDialog } from './components/list-conflict-dialog';
export { LiveFieldConflicts } from './components/live-field-conflicts';
export { PresenceLine } from './components/presence-line';
export { useLiveDocument } from './hooks/use-live-document';
export { useLiveForm } from './hooks/use-live-form';
export { useReappliedListWrite } from './hooks/use-reapplied-list-write';
export { LiveContext } from './live-context';
