/**
 * Whether an Accept-Encoding header takes gzip: named with a q above 0, or `*` above 0 when gzip
 * is not named (RFC 9110 12.5.3). No header means identity only.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let any = false;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') any = accepted;
  }
  return any;
}
