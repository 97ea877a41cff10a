/** One part of a multipart/form-data body: a field, or a file when it has a file name. */
export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

/** A multipart/form-data body and its content-type header, for `app.inject`. */
export function multipart(parts: Part[]) {
  const boundary = `----test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n${type}\r\n`,
      ),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
