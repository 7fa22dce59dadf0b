// WebSocket against the test server (Tests/HTTPTestSupport/TestWebSocketServer.swift): argv[2]
// is its ws:// URL, argv[3] a port nothing listens on.
const base = process.argv[2];
const closedPort = process.argv[3];

/** Messages that arrived and nobody has taken yet, and who waits for the next, by socket. */
const inbox = new Map();

/** Opens a socket and resolves once it is open (or rejects with the events it got). */
function connect(url, protocols) {
  const ws = new WebSocket(url, protocols);
  const box = { messages: [], waiting: [] };
  inbox.set(ws, box);
  ws.addEventListener('message', (e) => {
    if (box.waiting.length) box.waiting.shift()(e.data); else box.messages.push(e.data);
  });
  return new Promise((resolve, reject) => {
    ws.onopen = () => resolve(ws);
    ws.onclose = (e) => reject(new Error(`closed ${e.code} ${e.wasClean}`));
  });
}

/** The next message's data. */
function next(ws) {
  const box = inbox.get(ws);
  if (box.messages.length) return Promise.resolve(box.messages.shift());
  return new Promise((resolve) => box.waiting.push(resolve));
}

/** The events up to and including close (or a second after an error without one), as a line. */
function ending(ws) {
  const seen = [];
  return new Promise((resolve) => {
    ws.onerror = (e) => {
      seen.push(`error ${e.type} ${e.constructor.name} ${ws.readyState}`);
      setTimeout(() => resolve(seen.join(' | ') + ' | no close'), 1000);
    };
    ws.onclose = (e) => {
      seen.push(`close ${e.code} ${JSON.stringify(e.reason)} ${e.wasClean} ${ws.readyState} ${e.constructor.name}`);
      resolve(seen.join(' | '));
    };
  });
}

async function main() {
  console.log(typeof WebSocket, WebSocket.CONNECTING, WebSocket.OPEN, WebSocket.CLOSING, WebSocket.CLOSED);
  const ws = await connect(base, ['chat', 'superchat']);
  console.log('open', ws.readyState, ws.protocol, JSON.stringify(ws.extensions), ws.binaryType, ws.url === base || ws.url);

  ws.send('hello');
  console.log('text', await next(ws), ws.bufferedAmount >= 0);
  ws.send('héllo ✓ 😀');
  console.log('unicode', await next(ws));
  ws.send(new Uint8Array([0, 1, 2, 255]));
  const blob = await next(ws);
  console.log('blob', blob instanceof Blob, blob.size, Array.from(new Uint8Array(await blob.arrayBuffer())).join(','));
  ws.binaryType = 'arraybuffer';
  ws.send(new Uint8Array([9, 8, 7]).buffer);
  const buffer = await next(ws);
  console.log('arraybuffer', buffer instanceof ArrayBuffer, Array.from(new Uint8Array(buffer)).join(','));
  ws.send(new Blob(['from a blob']));
  console.log('blob sent', new TextDecoder().decode(await next(ws)));
  ws.send('protocol');
  console.log('server chose', await next(ws));

  // The server pings; the client answers with a pong of the same payload.
  ws.send('ping');
  console.log('ping answered:', await next(ws));

  // 10,000 messages, in order.
  ws.send('burst 10000');
  let inOrder = true;
  for (let i = 0; i < 10000; i++) {
    const data = await next(ws);
    if (data !== `m${i}`) { inOrder = false; console.log('out of order at', i, data); break; }
  }
  console.log('burst in order', inOrder);

  // 1 MiB each way.
  ws.send('big 1048576');
  const big = new Uint8Array(await next(ws));
  let sum = 0;
  for (let i = 0; i < big.length; i++) sum = (sum + big[i] * (i % 7 + 1)) % 1000003;
  console.log('big binary', big.length, sum, (await next(ws)).length);
  const mib = 'y'.repeat(1 << 20);
  ws.send(mib);
  console.log('big text echoed', (await next(ws)) === mib);

  // Closing with a code: the server echoes it.
  let end = ending(ws);
  ws.close(4001, 'bye');
  console.log('closing', ws.readyState);
  console.log(await end);
  ws.send('after close');
  console.log('sent after close', ws.readyState, ws.bufferedAmount);

  // Closing without a code: an empty close frame, answered with one (1005).
  let other = await connect(base);
  console.log('no protocol', JSON.stringify(other.protocol));
  end = ending(other);
  other.close();
  console.log(await end);

  // The server closes, with and without a code.
  other = await connect(base);
  end = ending(other);
  other.send('close 4002 going away');
  console.log(await end);
  other = await connect(base);
  end = ending(other);
  other.send('close');
  console.log(await end);

  // The server drops the connection.
  other = await connect(base);
  end = ending(other);
  other.send('drop');
  console.log(await end);

  // The second argument as a dictionary (subprotocols and headers), or a single value.
  other = await connect(base, { protocols: ['json', 'chat'], headers: { 'X-Token': 'abc' } });
  other.send('protocol');
  other.send('header x-token');
  console.log('dictionary', other.protocol, await next(other), await next(other));
  other.close();
  for (const value of [5, null, { protocols: 'one' }, { protocols: null }, {}]) {
    other = await connect(base, value);
    other.send('protocol');
    console.log('offered', JSON.stringify(value), JSON.stringify(other.protocol), await next(other));
    other.close();
  }

  // Refused upgrades and refused connections.
  other = new WebSocket(base + 'refuse');
  console.log('connecting', other.readyState);
  console.log(await ending(other));
  other = new WebSocket(`ws://127.0.0.1:${closedPort}/`);
  console.log(await ending(other));

  // Errors thrown by the API.
  for (const make of [() => new WebSocket('ftp://example.com/'), () => new WebSocket('not a url'), () => new WebSocket('ws://example.com/#frag'),
    () => new WebSocket(base, ['a', 'a']), () => new WebSocket(base, 'bad protocol'), () => new WebSocket(base, { protocols: {} }),
    () => new WebSocket(base, { protocols: ['ok', 'not ok'] })]) {
    try { make(); console.log('made'); } catch (e) { console.log('threw', e.name, e.constructor.name, e.code); }
  }
  other = new WebSocket(base);
  try { other.send('too early'); } catch (e) { console.log('send while connecting', e.name, e.code); }
  for (const args of [[1001], [4000, 'x'.repeat(124)], [3000, 'ok']]) {
    try { other.close(...args); console.log('closed with', args[0], other.readyState); } catch (e) { console.log('close threw', e.name, e.code); }
  }
  console.log(await ending(other));
  console.log('done');
}

main().catch((e) => { console.log('failed', e); process.exitCode = 1; });
