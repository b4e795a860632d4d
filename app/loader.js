// Bao Kitabu widget loader: a classic script added to every page of the book, after the
// generated script (bao-config.js) that sets window.BAO_WIDGETS (the path from the book root to
// the widgets folder) and window.BAO_BUNDLES (which bundle draws each mode: written by the
// book builder from bao_schema::Bundle, the one table of it). Pages without widgets load nothing.
//
// The page shows each board's static diagram at once (the build makes it; it stays for print
// and readers without JavaScript). A placeholder (div.bao-widget) becomes a live widget when it
// comes near the screen, when the reader touches or focuses its board, or first of all when the
// address points at it or just above it (#...): its bundle is loaded on first use (once), then
// the work is done in short slices (a bundle's warm-up; per widget its lesson, its first part,
// its later parts, its showing), so that no long task holds the page while it loads.
// The review page and the editor ask for new placeholders to be built (BaoWidgets.scan, load);
// a widget calls a function of another bundle through BaoWidgets.call.
(function () {
  'use strict';
  var TABLE = window.BAO_BUNDLES;
  var base = null;
  var loaded = {};
  var queue = [];
  var pumping = false;
  var observer = null;
  var texts = {};
  // A board the reader touched waits for its bundle: the warm-up stops.
  var hurry = false;

  // The bundles carry no language: fetch the messages of every language the page's widgets speak
  // (the page's own, or a widget's data-lang; English too when one of them is in progress, to
  // fill its gaps). A failed fetch is logged; the widgets then show the messages' names.
  function addLocales(glue) {
    var tags = [document.documentElement.lang || 'en'];
    document.querySelectorAll('div.bao-widget[data-lang]').forEach(function (el) {
      tags.push(el.getAttribute('data-lang'));
    });
    var codes = [];
    tags.forEach(function (tag) {
      glue.locale_codes(tag || '').split(' ').forEach(function (code) {
        if (code && codes.indexOf(code) < 0) codes.push(code);
      });
    });
    return Promise.all(codes.map(function (code) {
      // Fetched once for every bundle of the page.
      texts[code] = texts[code] || fetch(new URL('locales/' + code + '.ftl', base).href)
        .then(function (r) { return r.ok ? r.text() : Promise.reject(new Error('HTTP ' + r.status)); })
        .catch(function (e) { console.error('bao widgets: no messages for ' + code, e); return ''; });
      return texts[code].then(function (text) { if (text) glue.add_locale(code, text); });
    }));
  }

  // The work is done in steps of a few ms, in slices of at most BUDGET ms each, so that no task
  // the page runs is long even on a slow phone (where a step takes 4 times as long: a long task
  // is one over 50 ms) and the browser draws and answers the reader between them.
  var BUDGET = 8;
  var scheduler = window.scheduler;
  // Runs `work(room)` in a slice of its own, at the lowest priority (after what the reader does
  // and what the page draws); `room(took)` says whether the slice has time for one more step as
  // long as the last one (`took` ms). Resolves to what `work` returned when it has run (null when
  // it threw: the error is logged and the next slices still run).
  function slice(work) {
    return new Promise(function (done) {
      var run = function (deadline) {
        var t0 = performance.now();
        var room = function (took) {
          var left = BUDGET - (performance.now() - t0);
          if (deadline && deadline.timeRemaining) left = Math.min(left, deadline.timeRemaining());
          return !(deadline && deadline.didTimeout) && left > took + 1;
        };
        try {
          done(work(room));
        } catch (e) {
          console.error('bao widgets:', e);
          done(null);
        }
      };
      // A background task: unlike an idle callback it does not wait for the page to be idle
      // (on a busy page those come up to a second apart).
      if (scheduler && scheduler.postTask) scheduler.postTask(run, { priority: 'background' });
      else if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 1000 });
      else setTimeout(run, 16);
    });
  }

  // Loads a bundle once, with the page's messages, made ready in slices of their own (for
  // widgets; only the messages for a function called or the editor's tools: `light`); resolves
  // to its glue, or null.
  function bundle(name, light) {
    if (!loaded[name]) {
      loaded[name] = import(new URL(name + '.js', base).href).then(function (glue) {
        return glue.default({ module_or_path: new URL(name + '_bg.wasm', base).href })
          .then(function () { return addLocales(glue); })
          .then(function () { return warm(glue, 0, light); })
          .then(function () { return glue; });
      }).catch(function (e) {
        console.error('bao widgets: could not load ' + name, e);
        return null;
      });
    }
    return loaded[name];
  }

  // Gets a bundle's first widget ready, in parts (the bundle says when it is done), in as few
  // slices as their budget allows: its messages, then its drawing code compiled (not for
  // `light`, nor once a board the reader touched is waiting).
  function warm(glue, part, light) {
    var lang = document.documentElement.lang || 'en';
    return slice(function (room) {
      for (;;) {
        var t0 = performance.now();
        var more = glue.warm(lang, part++) && !light && !hurry;
        if (!more) return false;
        if (!room(performance.now() - t0)) return true;
      }
    }).then(function (more) { return more ? warm(glue, part, light) : null; });
  }

  // The bundle that draws a placeholder: the editor's tools have theirs; a share or embed page's
  // mode is in its address, which the base bundle reads (the lesson reader knows the format).
  function bundleOf(el) {
    if (tool(el)) return Promise.resolve(TABLE.tools);
    if (el.hasAttribute('data-fragment')) {
      return bundle(TABLE.base).then(function (glue) {
        return glue ? TABLE.modes[glue.mode_of(el)] || TABLE.base : TABLE.base;
      });
    }
    return Promise.resolve(TABLE.modes[el.getAttribute('data-mode') || 'view'] || TABLE.base);
  }

  // Asks for a placeholder to be built: its bundle is loaded, then it waits its turn. `how`:
  // 'now' for a board the reader touched or focused (built at once), 'first' for the one the
  // address points at (before the others).
  function want(el, how) {
    if (how === 'now') hurry = true;
    if (el.hasAttribute('data-bao-mounted')) {
      // Touched while its later parts wait: the rest at once.
      if (how === 'now' && el.bao && el.bao.glue && !el.classList.contains('bao-mounted')) {
        queue = queue.filter(function (q) { return q.of !== el; });
        finish(el, el.contains(document.activeElement));
      }
      return;
    }
    if (el.bao) {
      // Touched while waiting its turn: at once.
      if (how === 'now' && el.bao.how !== 'now') {
        el.bao.how = 'now';
        if (el.bao.glue) { queue = queue.filter(function (q) { return q !== el; }); build(el); }
      }
      return;
    }
    el.bao = { glue: null, how: how, prepared: null };
    if (observer) observer.unobserve(el);
    bundleOf(el).then(function (name) { return bundle(name, tool(el)); }).then(function (glue) {
      if (!glue) return;
      el.bao.glue = glue;
      if (el.bao.how === 'now') build(el);
      else {
        if (el.bao.how === 'first') queue.unshift(el);
        else queue.push(el);
        pump();
      }
    });
  }

  // The widgets' steps, as many per slice as its budget allows: a widget's lesson is read (its
  // moves replayed, its goal checked), its first part built, then its later parts (those are
  // made by the bundle's reactive system when the slice ends, so they end it), then it is shown
  // (the page has drawn its parts by then, each in a frame of its own, hidden: showing it is
  // cheap), so that no step holds the page long.
  function pump() {
    if (pumping || !queue.length) return;
    pumping = true;
    slice(function (room) {
      pumping = false;
      for (;;) {
        var el = queue.shift();
        if (!el) return;
        if (el.then === 'parts') {
          // The later parts of a widget built in a slice before.
          if (el.of.bao.glue.finish(el.of)) return;
          continue;
        }
        if (el.then === 'show') {
          show(el.of, false);
          continue;
        }
        if (el.bao.prepared || tool(el) || !el.bao.glue.prepare) {
          // Its first part ends the slice: the page draws it (hidden) before its other parts.
          build(el);
          return;
        }
        var t0 = performance.now();
        el.bao.prepared = el.bao.glue.prepare(el);
        queue.unshift(el);
        if (!room(performance.now() - t0)) return;
      }
    }).then(pump);
  }

  function tool(el) {
    return el.hasAttribute('data-recorder') || el.hasAttribute('data-analysis');
  }

  // Builds one widget in its placeholder: its first part now, hidden; then, each in a slice of
  // its own (first in the queue), its other parts and its showing; or all at once for a board the
  // reader touched. The static diagram is hidden once it is shown, in place (styles).
  function build(el) {
    if (el.hasAttribute('data-bao-mounted') || !el.isConnected) return;
    var focused = el.contains(document.activeElement);
    var prepared = el.bao.prepared;
    var glue = el.bao.glue;
    el.bao.prepared = null;
    try {
      if (!glue.mount(el, prepared || undefined)) return;
    } catch (e) {
      console.error('bao widgets: could not build a board', e);
      return;
    }
    // The editor's tools show themselves.
    if (el.classList.contains('bao-mounted')) return;
    var app = el.querySelector('.bao-app');
    // Until it is shown it is drawn under its static diagram, transparent (styles), and left out
    // for screen readers: the diagram stands for it. Focus inside it shows it at once (scan).
    if (app) app.setAttribute('aria-hidden', 'true');
    if (el.bao.how === 'now') finish(el, focused);
    else queue.unshift({ then: 'parts', of: el }, { then: 'show', of: el });
  }

  // Builds the parts of a widget still waiting and shows it, at once (the reader touched it); a
  // keyboard reader who was on the static board (`focused`) goes on in the live one.
  function finish(el, focused) {
    try {
      el.bao.glue.finish(el);
    } catch (e) {
      console.error('bao widgets: could not build a board', e);
    }
    show(el, focused);
  }

  // Shows a widget built whole (its static diagram is hidden then); `focused`: see finish.
  function show(el, focused) {
    if (el.classList.contains('bao-mounted')) return;
    var app = el.querySelector('.bao-app');
    if (app) app.removeAttribute('aria-hidden');
    el.classList.add('bao-mounted');
    // Its parts are made when the bundle's reactive system next runs: a microtask.
    if (focused) {
      Promise.resolve().then(function () {
        var target = el.querySelector('.bao-app button, .bao-app [tabindex="0"]');
        if (target) target.focus();
      });
    }
  }

  // Watches every placeholder not yet seen: near the screen, touched or focused, it is wanted.
  function scan() {
    document.querySelectorAll('div.bao-widget:not([data-bao-mounted])').forEach(function (el) {
      if (el.bao || el.baoSeen) return;
      el.baoSeen = true;
      if (tool(el) || !observer) {
        want(el);
        return;
      }
      var board = el.querySelector('svg.bao-diagram');
      if (board) board.setAttribute('tabindex', '0');
      var now = function () { want(el, 'now'); };
      el.addEventListener('pointerdown', now, { once: true });
      el.addEventListener('focusin', now, { once: true });
      observer.observe(el);
    });
  }

  // The placeholder the address points at: the element itself, or the first after it.
  function linked() {
    var id = location.hash.slice(1);
    if (!id || id.indexOf('=') >= 0) return null;
    var target = null;
    try { target = document.getElementById(decodeURIComponent(id)); } catch (e) { return null; }
    if (!target) return null;
    if (target.matches('div.bao-widget')) return target;
    var inside = target.querySelector('div.bao-widget');
    if (inside) return inside;
    var all = document.querySelectorAll('div.bao-widget');
    for (var i = 0; i < all.length; i++) {
      if (target.compareDocumentPosition(all[i]) & Node.DOCUMENT_POSITION_FOLLOWING) return all[i];
    }
    return null;
  }

  // Loads a bundle and builds the placeholders it draws (the editor's tools).
  function load(name) {
    if (!base) return Promise.resolve();
    scan();
    return bundle(name, true).then(function () {});
  }
  // Calls a function of a bundle, loading it first (once): what most pages never use lives in
  // another bundle (the board's pictures are drawn by the editor's); resolves when it has run.
  function call(name, method, args) {
    if (!base) return Promise.resolve();
    return bundle(name, true).then(function (glue) {
      if (glue && typeof glue[method] === 'function') glue[method].apply(null, args || []);
      else console.error('bao widgets: ' + name + ' has no ' + method);
    });
  }
  window.BaoWidgets = { load: load, scan: scan, call: call };

  function start() {
    if (!document.querySelector('div.bao-widget')) return;
    if (!TABLE) {
      console.error('bao widgets: no table of bundles (bao-config.js)');
      return;
    }
    var root = typeof path_to_root === 'string' ? path_to_root : '';
    var rel = typeof window.BAO_WIDGETS === 'string' ? window.BAO_WIDGETS : 'widgets/';
    try {
      base = new URL(root + rel, document.baseURI);
      // play.html sits at the book root of the same language.
      window.BAO_PLAY_URL = new URL(root + 'play.html', document.baseURI).href;
      // The book's root: the course index (course.json) and the stages' pages are below it.
      window.BAO_ROOT_URL = new URL(root || './', document.baseURI).href;
      // The computer's worker script (bao-worker.js) sits beside the bundles.
      window.BAO_WIDGETS_URL = base.href;
    } catch (e) {
      console.error('bao widgets: bad widgets path', e);
      return;
    }
    if (window.IntersectionObserver) {
      // "Near": within half a screen above or below it.
      observer = new IntersectionObserver(function (entries) {
        entries.forEach(function (en) { if (en.isIntersecting) want(en.target); });
      }, { rootMargin: '50% 0px 50% 0px' });
    }
    var first = linked();
    if (first) want(first, 'first');
    scan();
    // A share or embed page: a new fragment (another link opened in the same tab) reloads it.
    if (document.querySelector('div.bao-widget[data-fragment]')) {
      window.addEventListener('hashchange', function () { location.reload(); });
    }
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start);
  } else {
    start();
  }
})();
