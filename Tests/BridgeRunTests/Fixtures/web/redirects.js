// Every redirect code, with GET and POST, a loop, and the redirect modes (argv[2] is the test
// server: /r301 … /r308 answer with that code and Location /echo; /loop answers 302 to itself).
const base = process.argv[2];

async function show(label, promise) {
  try {
    const r = await promise;
    const text = await r.text();
    let what = text;
    try { const echo = JSON.parse(text); what = `${echo.method} ${JSON.stringify(echo.body)}`; } catch (e) { /* not the echo */ }
    console.log(label, r.status, r.redirected, r.url.replace(base, ''), what);
  } catch (e) {
    console.log(label, e.name, e.message, e.cause && e.cause.message);
  }
}

async function main() {
  for (const code of [301, 302, 303, 307, 308]) {
    await show(`GET ${code}`, fetch(`${base}/r${code}`));
    await show(`POST ${code}`, fetch(`${base}/r${code}`, { method: 'POST', body: 'payload' }));
    await show(`PUT ${code}`, fetch(`${base}/r${code}`, { method: 'PUT', body: 'payload' }));
  }
  await show('HEAD 303', fetch(`${base}/r303`, { method: 'HEAD' }));
  await show('loop', fetch(`${base}/loop`));
  await show('manual', fetch(`${base}/r302`, { redirect: 'manual' }));
  await show('error', fetch(`${base}/r302`, { redirect: 'error' }));
  console.log('done');
}

main();
