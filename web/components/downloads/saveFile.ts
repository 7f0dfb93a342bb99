// Saves a file the page already holds (an export read from the server) under its name, as the
// browser's own download: an <a download> on an object URL, clicked and let go.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after click() returns: give it time before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
