/** One part of a multipart body: a field (`value`) or a file (`fileName` and `bytes`). */
export interface Part {
  name: string;
  value?: string;
  fileName?: string;
  bytes?: Uint8Array;
  type?: string;
}

/** A multipart/form-data body and its content-type header, for `app.inject()` in route tests. */
export function buildMultipart(parts: Part[]) {
  const boundary = `----vitae${Math.random().toString(36).slice(2)}`;
  const chunks = parts.map((p) =>
    p.fileName !== undefined
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          Buffer.from(p.bytes ?? new Uint8Array()),
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the part named `file`, as /api/parse takes it. */
export function fileUpload(fileName: string, bytes: Uint8Array, type = 'application/octet-stream') {
  return buildMultipart([{ name: 'file', fileName, bytes, type }]);
}
