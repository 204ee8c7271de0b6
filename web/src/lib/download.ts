/** The file name a `Content-Disposition: attachment; filename="..."` header gives, if any. */
export function fileNameOfDisposition(header: string | null): string | null {
  const match = header && /filename="([^"]+)"/.exec(header);
  return match ? match[1] : null;
}

/** Hands a fetched file to the browser's downloads, under `name`. */
export function saveDownload(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time this runs; the object URL only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
