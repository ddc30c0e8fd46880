// The mock's card payment page (the provider's page in real life). POST /api/payment/{id} sends the
// browser here; paying (or declining) returns to /paymentsuccess with the provider's query, which
// the app hands to POST /api/payment/order/done. Plain HTML, no script: it works without the app,
// from the mock server (GET /api/__dev/card-payment) and from the dev server (vite.config.ts).

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderCardPage(search: URLSearchParams): string {
  const order = search.get('order') ?? '';
  const token = search.get('token') ?? '';
  const amount = search.get('amount') ?? '';
  const credits = search.get('credits') ?? '';
  const valid = /^[\w-]{1,40}$/.test(order) && /^\w{1,64}$/.test(token);
  const form = valid
    ? `<form method="get" action="/paymentsuccess">
  <input type="hidden" name="order" value="${escapeHtml(order)}">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <p class="card">כרטיס הדגמה: <bdi dir="ltr">4580 •••• •••• 1234</bdi></p>
  <button type="submit" name="status" value="approved">תשלום <bdi dir="ltr">₪${escapeHtml(amount)}</bdi></button>
  <button type="submit" name="status" value="declined" class="secondary">ביטול התשלום</button>
</form>`
    : '<p role="alert">ההזמנה לא נמצאה.</p>';
  return `<!doctype html>
<html lang="he" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>תשלום בכרטיס אשראי (הדגמה)</title>
<style>
body{font-family:system-ui,Arial,sans-serif;background:#f3f4f7;margin:0;padding:1rem;color:#1f2430}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.3rem;margin-top:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#555}
button{display:block;width:100%;min-height:44px;margin-top:.75rem;font-size:1rem;border-radius:.375rem;border:0;background:#1b5e20;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f2430;border:1px solid #8a8f98}
.card{background:#eef1f6;padding:.5rem .75rem;border-radius:.375rem}
</style>
</head>
<body>
<main>
<h1>תשלום בכרטיס אשראי (הדגמה)</h1>
<dl><dt>הזמנה</dt><dd><bdi dir="ltr">${escapeHtml(order)}</bdi></dd><dt>קרדיטים</dt><dd>${escapeHtml(credits)}</dd><dt>לתשלום</dt><dd><bdi dir="ltr">₪${escapeHtml(amount)}</bdi></dd></dl>
${form}
</main>
</body>
</html>
`;
}
