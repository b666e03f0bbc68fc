/**
 * Issue 44: the chemical products register of an espace (products, safety data sheets and their
 * suggested H-codes, substitution log) and the list of workers exposed to CMR agents.
 */
export { AnonymisedListPage } from './components/anonymised-list-page';
export { ChemicalsPage } from './components/chemicals-page';
