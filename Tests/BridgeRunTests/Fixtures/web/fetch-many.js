// 1,000 requests in flight at once, and a large body, against the test's server (process.argv[2]).
const base = process.argv[2];
(async () => {
  const texts = await Promise.all(Array.from({ length: 1000 }, (_, i) => fetch(base + '/small?i=' + i).then((r) => r.text())));
  console.log(texts.length, texts.every((t) => t === 'hello'), new Set(texts).size);
  const big = new Uint8Array(await (await fetch(base + '/big')).arrayBuffer());
  let sum = 0;
  for (let i = 0; i < big.length; i += 4096) sum = (sum + big[i]) % 65536;
  console.log(big.length, big[0], big[big.length - 1], sum);
  let streamed = 0;
  for await (const chunk of (await fetch(base + '/big')).body) streamed += chunk.length;
  console.log(streamed);
})();
