/** The duties the compliance check follows (issue 42): the SPST sendings, the extract, the records. */
export { ExtractDialog } from './components/extract-dialog';
export { RecordsSection } from './components/records-section';
export { SpstSendDialog } from './components/spst-send-dialog';
