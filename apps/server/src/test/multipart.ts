/** One file of a form: `field` is the form field's name (several files may share one). */
export type FilePart = { field?: string; name: string; type: string; data: Buffer };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: FilePart[], defaultField = 'images') {
  const boundary = `----rentease${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? defaultField}"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
