// Answers that are not well-formed HTTP/1.1, a connection closed or reset mid-answer, and an
// endless header: each fails (or reads) as node's fetch reports it. Argument: the server's base URL.
const base = process.argv[2];
const paths = ['/badstatus', '/badvalue', '/garbage', '/twolengths', '/lf', '/badchunk', '/short', '/none', '/reset', '/overflow',
  '/http10', '/nolength', '/info'];
const show = (e) => `${e.name}: ${e.message}` + (e.cause ? ` [cause ${e.cause.name}: ${e.cause.message} code=${e.cause.code} errno=${e.cause.errno} syscall=${e.cause.syscall}]` : '');
(async () => {
  for (const p of paths) {
    try {
      const r = await fetch(base + p);
      let line = `${p} ${r.status} ${JSON.stringify([...r.headers].filter(([name]) => !name.startsWith('x-')))}`;
      try { line += ' body ' + JSON.stringify(await r.text()); } catch (e) { line += ' body-error ' + show(e); }
      console.log(line);
    } catch (e) { console.log(p, 'error', show(e)); }
  }
})();
