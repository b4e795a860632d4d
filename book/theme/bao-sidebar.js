// The sidebar toggle is a <button> (theme/index.hbs) where mdBook has a <label> for its hidden
// checkbox: a click (or Enter, Space) flips the checkbox and sends the `change` event that
// mdBook's book.js listens to. Loaded after book.js, so book.js's own click handler (which
// readies the sidebar's display before it slides in) runs first.
(function () {
    'use strict';
    var button = document.getElementById('mdbook-sidebar-toggle');
    var checkbox = document.getElementById('mdbook-sidebar-toggle-anchor');
    if (!button || !checkbox || button.tagName !== 'BUTTON') { return; }
    button.addEventListener('click', function () {
        checkbox.checked = !checkbox.checked;
        checkbox.dispatchEvent(new Event('change'));
    });
})();
