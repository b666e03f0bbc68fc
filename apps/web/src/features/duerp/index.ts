/**
 * The DUERP core, below every other document feature: the API client and its cache (api/), the
 * list of documents, the role and the small pieces every page of a document shows, the rules they share.
 */
export { cacheDuerp, commentKeys, duerpKeys, versionKeys } from './api/cache';
export { useCreateDuerp } from './api/create-duerp';
export { useDeleteAction } from './api/delete-action';
export { useDeleteDuerp } from './api/delete-duerp';
export { useDownloadVersionExport } from './api/download-export';
export { useDownloadVersionPdf } from './api/download-version';
export { useDuplicateDuerp } from './api/duplicate-duerp';
export { useDuplicateUnite } from './api/duplicate-unite';
export { useGenerateVersion } from './api/generate-version';
export { getDuerpQueryOptions, useDuerp } from './api/get-duerp';
export { useMasterdata, type Masterdata } from './api/get-masterdata';
export { useModele } from './api/get-modele';
export {
  downloadImportTemplate,
  useConfirmImport,
  usePreviewImport,
  type ImportPreviewResult,
} from './api/import-spreadsheet';
export { useDraftPhotos } from './api/list-draft-photos';
export { useVersions } from './api/list-versions';
export { useReportEvent } from './api/report-event';
export { useSaveConsultation } from './api/save-consultation';
export { useTogglePapripact } from './api/toggle-papripact';
export { useUpdateEffectifUnite } from './api/update-effectif-unite';
export { useUpdateInfosEntreprise } from './api/update-infos-entreprise';
export { useUpdateListRisques } from './api/update-list-risques';
export { useUpdatePenibiliteUnite } from './api/update-penibilite-unite';
export { useUpdateRisque } from './api/update-risque';
export { useUpdateRps, type RpsWriteKey } from './api/update-rps';
export { useUpdateUnites, type UniteListItem } from './api/update-unites';
export { useUpsertAction } from './api/upsert-action';
export { useWithdrawEvent } from './api/withdraw-event';
export { DuerpLimitNotice } from './components/create-duerp-tile';
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
