/** Who may read a document outside its espace: share links and the notice of access. */
export { AccessSection } from './components/access-section';
