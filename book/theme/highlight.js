// Bao Kitabu has no program code to colour (its code blocks are game notation), so mdBook's
// highlight.js (46 KB gzipped) is replaced by the two calls book.js makes.
var hljs = {
  configure: function () {},
  highlightBlock: function () {},
};
