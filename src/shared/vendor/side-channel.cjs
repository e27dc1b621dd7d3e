'use strict';
// The browser build's stand-in for the `side-channel` package (vite.config.ts aliases it here), which qs,
// under Refine's router, uses to remember the objects a parse or a stringify has met. The package reaches
// the same WeakMap and Map through get-intrinsic, call-bind and object-inspect (for one error message):
// 8 KB of gzip JavaScript on every signed-in page (issue 14, "Fast first paint"). Same API and behaviour:
// objects are held weakly, other keys in a Map; assert() throws a TypeError for a missing key.

module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  var store = function (key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : others;
  };
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) {
        var what = store(key) === objects ? 'the given object key' : String(key);
        throw new TypeError('Side channel does not contain ' + what);
      }
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
  return channel;
};
