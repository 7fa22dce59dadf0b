// A server whose certificate nothing trusts (argv[2], https): refused as node refuses it.
const base = process.argv[2];

async function main() {
  for (const url of [base + '/text', base.replace('127.0.0.1', 'localhost') + '/text']) {
    try {
      const res = await fetch(url);
      console.log('fetched', res.status);
    } catch (e) {
      console.log(e.name, e.message, e.cause && e.cause.constructor.name, e.cause && e.cause.code, e.cause && e.cause.message);
    }
  }
  const ws = new WebSocket(base.replace('https', 'wss') + '/socket');
  await new Promise((resolve) => {
    ws.onopen = () => { console.log('opened'); resolve(); };
    ws.onerror = (e) => { console.log('websocket', e.type, e.message, ws.readyState); resolve(); };
  });
  console.log('done');
}

main();
