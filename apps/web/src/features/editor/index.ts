/** The editor of a document, step by step, from the company to the finalised version. */
export { DuerpEditor } from './components/duerp-editor';
export { NewDuerpEditor } from './components/new-duerp-editor';
