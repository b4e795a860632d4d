// The language switcher: a <select> in the menu bar listing every language in its own name
// (a language whose translation is in progress is followed by BAO_IN_PROGRESS, a word in the
// page's language). It keeps the reader on the same page (and anchor): the page's path below
// its book's root is the same in every language, from any depth and from print.html.
// Config: gen/bao-config.js, written by bao-book from locales/languages.json.
(function () {
    'use strict';
    var langs = window.BAO_LANGS;
    if (!langs || typeof path_to_root === 'undefined') { return; }
    var bookRoot = new URL(path_to_root || './', document.baseURI);
    var siteRoot = new URL(window.BAO_SITE_ROOT || '', bookRoot);
    var here = window.location.href;
    var rest = here.indexOf(bookRoot.href) === 0 ? here.slice(bookRoot.href.length) : '';
    var bar = document.querySelector('#mdbook-menu-bar .right-buttons') || document.querySelector('.right-buttons');
    if (!bar) { return; }
    var label = document.createElement('label');
    label.className = 'bao-lang';
    var span = document.createElement('span');
    span.className = 'bao-lang-label';
    span.textContent = window.BAO_LANGUAGE_LABEL || 'Language';
    var select = document.createElement('select');
    select.setAttribute('aria-label', span.textContent);
    langs.forEach(function (l) {
        var o = document.createElement('option');
        o.value = l[0];
        o.lang = l[0];
        o.textContent = l[2];
        if (l[3] === 'in-progress') {
            o.setAttribute('data-status', 'in-progress');
            o.textContent = l[2] + ' ' + (window.BAO_IN_PROGRESS || '(in progress)');
        }
        if (l[0] === window.BAO_LANG) { o.selected = true; }
        select.appendChild(o);
    });
    select.addEventListener('change', function () {
        var l = langs.filter(function (x) { return x[0] === select.value; })[0];
        if (!l) { return; }
        window.location.href = new URL(l[1] + rest, siteRoot).href;
    });
    label.appendChild(span);
    label.appendChild(select);
    bar.insertBefore(label, bar.firstChild);
})();
