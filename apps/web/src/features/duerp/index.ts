/**
 * The DUERP core, below every other document feature: the API client and its cache (api/), the
 * list of documents, the one hook of the document writes (`useDocumentWrite`), the role and the
 * small pieces every page of a document shows, the rules they share.
 */
export { cacheDuerp, commentKeys, duerpKeys, versionKeys } from './api/cache';
export { useCreateDuerp } from './api/create-duerp';
export { useDeleteDuerp } from './api/delete-duerp';
export { useDownloadVersionPdf } from './api/download-version';
export { useDuplicateDuerp } from './api/duplicate-duerp';
export { DUERP_LOAD_FAILED, getDuerpQueryOptions, useDuerp } from './api/get-duerp';
export { DUERPS_LOAD_FAILED, useDuerps } from './api/list-duerps';
export { useDocumentWrite } from './api/use-document-write';
export { DuerpLimitNotice } from './components/create-duerp-tile';
export { DuerpList } from './components/duerp-list';
export { DeleteDuerpDialog } from './components/delete-duerp-dialog';
export { DuerpLoadError } from './components/duerp-load-error';
export { DuerpRole, useDuerpPermissions } from './components/duerp-role';
export { DuplicateDialog } from './components/duplicate-dialog';
export { GroupingCheckboxes } from './components/grouping-checkboxes';
export { RatingHistory, RatingHistoryLine, levelText } from './components/rating-history';
export { UpdateDueStatus } from './components/update-due-status';
export { pdfVariantFor } from './utils/access';
export { SORT_CHOICES } from './utils/display-options';
export { fileToBase64 } from './utils/file-base64';
export { actionsOf, filterRisques } from './utils/search-risques';
export { newestFirst } from './utils/versions';
