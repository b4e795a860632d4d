// Bao Kitabu's service worker for one language's book (written by bao-book: book/builder/src/sw.js).
// Installing it keeps every file of the book, the widgets and their messages; from then on the
// book is read from that copy, so it works without a network. A new build is a new cache name:
// the next visit installs the new copy, and the old one is dropped once no page uses it.
'use strict';
const CACHE = /*CACHE*/;
const PREFIX = /*PREFIX*/;
const FILES = /*FILES*/;
// The English book sits at the site root, above the translations: their pages are theirs.
const OTHERS = /*OTHERS*/;
const KEPT = new Set(FILES.map((f) => new URL(f, self.registration.scope).href));

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Whether a request is for this book (or a file it keeps from the site root: the widgets, the
 * icons) rather than another language's. */
function mine(url) {
  if (KEPT.has(url)) return true;
  const scope = self.registration.scope;
  if (!url.startsWith(scope)) return false;
  const rest = url.slice(scope.length);
  return !OTHERS.some((dir) => rest.startsWith(dir));
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = req.url.split('#')[0];
  if (!mine(url)) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(req, { ignoreSearch: true }).then((hit) => hit || fetch(req).then((res) => {
        // Kept once visited (the print page, a file added since): a later visit needs no network.
        if (res.ok && res.type === 'basic') cache.put(req, res.clone());
        return res;
      }))),
  );
});
