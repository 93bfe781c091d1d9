// Issue 16: a signed-in customer page's own code is named in the page the server sends, so the
// browser fetches it with the start files instead of after the session and the user record have
// come back. The web build writes what each page needs (apps/web/page-code-build.ts) into this
// file of the build; the server adds the links (apps/server/src/plugins/page-code.ts).

/** The file, in the web build's root: `{ pages: { [path]: kind }, code: { [kind]: { [language]: files } } }`. */
export const PAGE_CODE_FILE = 'page-code.json';
