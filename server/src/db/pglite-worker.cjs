'use strict';
// PGlite in its own worker thread: its WASM work stays off the API's event loop, and it runs in
// a plain Node context (jest's VM sandbox cannot host PGlite's dynamic imports).
// Protocol: {id, op: 'query'|'exec'|'close', sql?, params?} -> {id, ok, result?|error?}; id 0 = ready.
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

const INT8_OID = 20;
let pglite;

function toPlainError(err) {
  const out = { message: err && err.message ? err.message : String(err), name: err && err.name ? err.name : 'Error' };
  if (err && typeof err === 'object') {
    for (const key of Object.keys(err)) {
      const value = err[key];
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

function summarise(result) {
  return {
    rows: result ? result.rows : [],
    affectedRows: result ? result.affectedRows : 0,
    rowCount: result ? result.rowCount : undefined,
    command: result ? result.command : undefined,
  };
}

const ready = PGlite.create(workerData.dataDir, { parsers: { [INT8_OID]: (v) => Number(v) } }).then((db) => {
  pglite = db;
});

ready.then(
  () => parentPort.postMessage({ id: 0, ok: true }),
  (err) => parentPort.postMessage({ id: 0, ok: false, error: toPlainError(err) }),
);

parentPort.on('message', async (msg) => {
  try {
    await ready;
    let result;
    if (msg.op === 'query') {
      result = summarise(await pglite.query(msg.sql, msg.params));
    } else if (msg.op === 'exec') {
      const all = await pglite.exec(msg.sql);
      result = summarise(all[all.length - 1]);
    } else if (msg.op === 'close') {
      if (!pglite.closed) await pglite.close();
      result = null;
    } else {
      throw new Error(`unknown op ${msg.op}`);
    }
    parentPort.postMessage({ id: msg.id, ok: true, result });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, ok: false, error: toPlainError(err) });
  }
});
