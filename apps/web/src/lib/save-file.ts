/** The toast when a PDF cannot be downloaded. */
export const PDF_DOWNLOAD_FAILED = 'Erreur lors du téléchargement du PDF';

/** Saves a fetched file: an object URL clicked through a temporary `<a download>`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
