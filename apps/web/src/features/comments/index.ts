/** The members' comment threads on a document's risks and actions. */
export { CommentsButton } from './components/comments-button';
export { CommentsScope, ItemComments } from './components/comments-scope';
