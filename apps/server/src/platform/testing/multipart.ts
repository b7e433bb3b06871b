/** A multipart/form-data body for app.inject(): fields (`value`) and files (`fileName` + `bytes`). */
export type Part = { name: string; value?: string; fileName?: string; bytes?: Uint8Array; type?: string };

export function buildMultipart(parts: Part[]): { payload: Buffer; headers: { 'content-type': string } } {
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
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
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
