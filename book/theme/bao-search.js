// Search fixes for every language. elasticlunr's query trimmer strips non-ASCII letters at the
// ends of words (so "città" or "播種" cannot be found); use a Unicode-aware one. And make every
// CJK character a word, as the builder does when it indexes the Chinese book.
(function () {
    'use strict';
    var lunr = window.elasticlunr;
    if (!lunr) { return; }
    var trimmer = function (token) {
        if (token === null || token === undefined) { throw new Error('token should not be undefined'); }
        return token.replace(/^[^\p{L}\p{N}_]+/u, '').replace(/[^\p{L}\p{N}_]+$/u, '');
    };
    lunr.trimmer = trimmer;
    if (lunr.Pipeline && lunr.Pipeline.registeredFunctions) {
        lunr.Pipeline.registeredFunctions.trimmer = trimmer;
        trimmer.label = 'trimmer';
    }
    var cjk = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/;
    var base = lunr.tokenizer;
    var split = function (str) {
        var out = [];
        base(str).forEach(function (word) {
            var run = '';
            Array.from(word).forEach(function (c) {
                if (cjk.test(c)) {
                    if (run) { out.push(run); run = ''; }
                    out.push(c);
                } else if (!/[，。、；：？！「」『』（）《》〈〉…—·]/.test(c)) {
                    run += c;
                }
            });
            if (run) { out.push(run); }
        });
        return out;
    };
    split.seperator = base.seperator;
    split.setSeperator = base.setSeperator;
    split.resetSeperator = base.resetSeperator;
    split.getSeperator = base.getSeperator;
    lunr.tokenizer = split;
})();
