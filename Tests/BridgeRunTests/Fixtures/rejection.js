async function load() { throw new Error('async failure'); }
load();
