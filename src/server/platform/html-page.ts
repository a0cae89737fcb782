// The HTML the server writes itself (e-mails, the API reference, the sign-out confirmation, the
// e-mail unsubscribe page): one escaping, and one skeleton for the pages no search engine should
// list.

/** Text made safe inside HTML, in an element or a quoted attribute alike. */
export const escapeHtml = (text: unknown): string =>
  String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A whole page, marked noindex: its title (escaped here), its own style sheet and its body. */
export function noindexPage(page: {
  language: string;
  title: string;
  style: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>
${page.style}
</style>
</head>
<body>
${page.body}
</body>
</html>
`;
}
