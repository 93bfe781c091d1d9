/** Headers already read, and the answer for each: browsers send a handful of distinct values. */
const READ = new Map<string, boolean>();
const READ_MAX = 64;

/**
 * Whether an Accept-Encoding header takes gzip: named with a q above 0, or `*` above 0 when gzip
 * is not named (RFC 9110 12.5.3). No header means identity only. The answer for a header is kept
 * (up to READ_MAX headers; a new one past that starts afresh), so the common ones are read once.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const known = READ.get(header);
  if (known !== undefined) return known;
  const answer = readGzip(header);
  if (READ.size >= READ_MAX) READ.clear();
  READ.set(header, answer);
  return answer;
}

function readGzip(header: string): boolean {
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
