// multipart/form-data bodies for integration tests of uploads (storage, function scripts).
export const BOUNDARY = '----eventory-test-boundary';

/** A multipart/form-data body with the given fields and file parts, in this order. */
export function formBody(
  parts: ({ name: string; value: string } | { name: string; file: string; data: Buffer | string })[],
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n`));
    if ('file' in part)
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        Buffer.from(part.data),
      );
    else chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
