/**
 * Where a link holder gets the form's PDF: a same-origin address for a plain link, which the
 * server-rendered public page gives with scripts off and the server checks like the page itself.
 */
export const publicFormPdfPath = (token: string) => `/api/repairform/public/${encodeURIComponent(token)}/pdf`;
