import type { KfsRow } from './kfs-rows';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export interface KfsDocumentText {
  language: string;
  title: string;
  subtitle: string;
  rows: KfsRow[];
  notes: string[];
}

/** A self-contained, print-friendly HTML copy of a KFS (RBI DLD 2025: the borrower keeps a copy). */
export function kfsHtml({ language, title, subtitle, rows, notes }: KfsDocumentText): string {
  const body = rows
    .map((row) => `<tr><th scope="row">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,'Noto Sans','Noto Sans Devanagari',Arial,sans-serif;margin:24px;color:#111;max-width:760px}
h1{font-size:22px;margin:0 0 4px}p{margin:4px 0 12px;color:#444}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:8px;text-align:left;vertical-align:top}
th{width:45%;font-weight:600;background:#f3f3f3}
@media print{body{margin:0}th{background:none}}
</style></head><body>
<h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p>
<table><tbody>${body}</tbody></table>
${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('')}
</body></html>`;
}

/** Saves the HTML as a file the customer can open and print later. */
export function downloadHtml(fileName: string, html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
