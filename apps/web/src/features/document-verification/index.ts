/** « Vérifier un document »: by the code printed on a version or by the file's fingerprint. */
export { CodeVerifier } from './components/code-verifier';
export { FileVerifier } from './components/file-verifier';
