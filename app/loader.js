// Bao Kitabu widget loader: a classic script added to every page of the book, after the
// generated script that sets window.BAO_WIDGETS (the path from the book root to the widgets
// folder). Loads a wasm bundle once and mounts a widget in every div.bao-widget. Pages
// without widgets load nothing. Without JavaScript the static SVG diagrams stay.
//
// Four bundles (book/builder/src/wasm.rs): bao_app, the book's boards; bao_app_full, with the
// editor, for pages with an editor or a board read from the address (the share and embed pages);
// bao_app_teach, the editor's recorder, which the editor loads when first used
// (window.BaoWidgets.load); bao_app_train, for pages with a drill, the course map, a test's
// score or "my mistakes" (and a share page whose link asks for one of them).
(function () {
  'use strict';
  // The bundle carries English only: fetch the messages of every other language the page's
  // widgets speak (the page's own, or a widget's data-lang). A failed fetch leaves English.
  function addLocales(glue, base) {
    var tags = [document.documentElement.lang || 'en'];
    document.querySelectorAll('div.bao-widget[data-lang]').forEach(function (el) {
      tags.push(el.getAttribute('data-lang'));
    });
    var codes = [];
    tags.forEach(function (tag) {
      var code = glue.locale_code(tag || '');
      if (code !== 'en' && codes.indexOf(code) < 0) codes.push(code);
    });
    return Promise.all(codes.map(function (code) {
      return fetch(new URL('locales/' + code + '.ftl', base).href)
        .then(function (r) { return r.ok ? r.text() : ''; })
        .then(function (text) { if (text) glue.add_locale(code, text); })
        .catch(function (e) { console.error('bao widgets: no messages for ' + code, e); });
    }));
  }

  var base = null;
  var loaded = {};

  // Loads a bundle once, then mounts the widgets not mounted yet (every call).
  function load(bundle) {
    if (!base) return Promise.resolve();
    if (!loaded[bundle]) {
      loaded[bundle] = import(new URL(bundle + '.js', base).href).then(function (glue) {
        return glue.default({ module_or_path: new URL(bundle + '_bg.wasm', base).href })
          .then(function () { return addLocales(glue, base); })
          .then(function () { return glue; });
      });
    }
    return loaded[bundle]
      .then(function (glue) { glue.mount_all(); })
      .catch(function (e) { console.error('bao widgets: could not load ' + bundle, e); });
  }
  window.BaoWidgets = { load: load };

  function start() {
    if (!document.querySelector('div.bao-widget')) return;
    var root = typeof path_to_root === 'string' ? path_to_root : '';
    var rel = typeof window.BAO_WIDGETS === 'string' ? window.BAO_WIDGETS : 'widgets/';
    try {
      base = new URL(root + rel, document.baseURI);
      // play.html sits at the book root of the same language.
      window.BAO_PLAY_URL = new URL(root + 'play.html', document.baseURI).href;
      // The book's root: the course index (course.json) and the stages' pages are below it.
      window.BAO_ROOT_URL = new URL(root || './', document.baseURI).href;
    } catch (e) {
      console.error('bao widgets: bad widgets path', e);
      return;
    }
    // The modes of the page's widgets (a share or embed page's from its address; play by default).
    var asked = (/(?:^#|&)mode=([a-z]+)/.exec(location.hash) || [])[1] || 'play';
    var modes = [];
    document.querySelectorAll('div.bao-widget').forEach(function (el) {
      modes.push(el.hasAttribute('data-fragment') ? asked : (el.getAttribute('data-mode') || 'view'));
    });
    var training = /^(drill|score|map|review)$/;
    var train = modes.some(function (m) { return training.test(m); });
    var trainOnly = train && modes.every(function (m) { return /^(drill|score|map|review|exercise|view)$/.test(m); });
    var full = modes.some(function (m) { return m === 'edit'; }) || !!document.querySelector('div.bao-widget[data-fragment]');
    var first = trainOnly ? 'bao_app_train' : full ? 'bao_app_full' : 'bao_app';
    load(first).then(function () {
      // The training widgets of a page that has others too (their own bundle, mounted after).
      if (train && !trainOnly) return load('bao_app_train');
    }).then(function () {
      // A share or embed page: a new fragment (another link opened in the same tab) reloads it.
      if (document.querySelector('div.bao-widget[data-fragment]')) {
        window.addEventListener('hashchange', function () { location.reload(); });
      }
    });
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
