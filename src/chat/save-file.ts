/** Hands a file made on the device (the data export's ZIP) to the browser as a download. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Some browsers read the URL after the click returns; a minute later the file is surely theirs.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
