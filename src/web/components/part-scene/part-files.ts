// The bytes of part files by address, fetched once per page: the machine view asks for them as soon as it
// knows its parts, while the 3D code is still on its way; the scene then parses what has arrived. A file's
// address names its content, so what was fetched never goes stale.
const files = new Map<string, Promise<ArrayBuffer>>();

export function fetchPartFile(url: string): Promise<ArrayBuffer> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.arrayBuffer();
    });
    // A failed fetch is tried again next time it is asked for (back online, say).
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file;
}
