// Bao Kitabu: the computer player's Web Worker (a module worker). It loads the search bundle
// (bao_worker.js + bao_worker_bg.wasm, next to this file in <site>/widgets/) once and answers
// each message { id, request } with { id, reply }; with { progress: true } in the message it
// also posts { id, progress } after each completed iteration of a search.
//
// The protocol (requests and reply lines) is defined once, in app/protocol/src/lib.rs:
//   best <position> [level <1-4> | nodes <n> | ms <n> | depth <n>] [seed <n>] [history <position>...]
//   analyse <position> [nodes <n> | ms <n> | depth <n>] [history <position>...]
//   explain <position> <move>
//
// Use from the page:
//   const worker = new Worker(new URL('bao-worker.js', widgetsBase), { type: 'module' });
//   worker.onmessage = (e) => { if (e.data.progress) ...; else if (e.data.reply) ... };
//   worker.postMessage({ id: 1, request: 'best ' + position + ' level 3', progress: true });
// A search runs to its end inside the worker and keeps the page responsive. To cancel it (undo,
// a new game), the page calls worker.terminate() and starts a new worker: nothing else can
// interrupt a running search, and a new worker costs one fetch from the cache.
import init, { handle } from './bao_worker.js';

let ready = null;

self.onmessage = async (event) => {
  const { id, request, progress } = event.data || {};
  try {
    if (!ready) ready = init({ module_or_path: new URL('bao_worker_bg.wasm', import.meta.url) });
    await ready;
    globalThis.baoSearchProgress = (line) => self.postMessage({ id, progress: line });
    const reply = handle(String(request || ''), Boolean(progress));
    self.postMessage({ id, reply });
  } catch (e) {
    self.postMessage({ id, reply: 'error worker ' + (e && e.message ? e.message : String(e)) + '\n' });
  }
};
