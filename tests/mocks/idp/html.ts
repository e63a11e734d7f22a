// TEST DOUBLE support, never shipped: the one page layout of the sign-in stand-in. Plain HTML with a
// little inline CSS, built to pass an axe WCAG 2.2 AA scan: language, title, one main landmark holding
// all content, visible focus, and text colours of at least 4.5:1 contrast.
const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#f4f5f7}
  main{max-width:60rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border:1px solid #d0d4da;border-radius:8px}
  h1{font-size:1.6rem;margin:0 0 .75rem}
  h2{font-size:1.15rem;margin:1.75rem 0 .5rem}
  .notice{padding:.75rem 1rem;background:#fff4ce;border-left:4px solid #8a6100;margin:0 0 1rem}
  .error{padding:.75rem 1rem;background:#fde7e9;border-left:4px solid #a4262c;color:#7a1c20;font-weight:600}
  ul.accounts{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:.5rem}
  button{font:inherit;cursor:pointer;border-radius:6px;padding:.5rem .9rem;border:1px solid #0b4f8a;background:#0b5cad;color:#fff}
  button:hover{background:#094a8c}
  ul.accounts button{width:100%;height:100%;text-align:left;background:#fff;color:#0b4f8a}
  ul.accounts button:hover{background:#eaf2fb}
  :focus-visible{outline:3px solid #1b1b1b;outline-offset:2px}
  label{display:block;font-weight:600;margin:.75rem 0 .25rem}
  input{font:inherit;width:100%;max-width:24rem;padding:.45rem .6rem;border:1px solid #6b6f76;border-radius:6px}
  form.credentials button{margin-top:1rem}
  a{color:#0b4f8a}
`;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A whole page; `main` is trusted HTML (escape every value put into it). */
export function renderPage({ title, main, head = '' }: { title: string; main: string; head?: string }): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}
