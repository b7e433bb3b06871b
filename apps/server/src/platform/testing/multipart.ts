/** A multipart/form-data body for app.inject(): text fields and files, in the order given. */
export function buildMultipart(
  parts: { name: string; value?: string; fileName?: string; bytes?: Buffer; type?: string }[],
) {
  const boundary = `----vitae${Math.random().toString(36).slice(2)}`;
  const chunks = parts.map((p) =>
    p.fileName !== undefined
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          p.bytes!,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
