// Registers this language's service worker (sw.js at the book's root, written by bao-book):
// after the first visit, the whole book in this language works without a network.
(function () {
  'use strict';
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  var root = typeof path_to_root === 'string' ? path_to_root : '';
  function register() {
    navigator.serviceWorker.register(root + 'sw.js', { scope: root || './' }).catch(function (e) {
      console.warn('bao: no offline copy of the book', e);
    });
  }
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
})();
