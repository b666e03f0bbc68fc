/** Read-only: comments with their author's address and name. */
export {
  listComments,
  listCommentsOfDocuments,
  onTarget,
  type CommentRow,
} from './comment-queries.repository.js';
