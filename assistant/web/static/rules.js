// The rules page's search as you type: hides the glossary entries that do not contain every word
// typed (the same match as the server's ?q=, which works without this script).
(function () {
  "use strict";
  var box = document.getElementById("q");
  var found = document.getElementById("found");
  if (!box || !found) return;
  var terms = Array.prototype.slice.call(document.querySelectorAll(".terms .term"));
  function filter() {
    var words = box.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    terms.forEach(function (term) {
      var hay = term.getAttribute("data-words");
      var match = words.every(function (w) { return hay.indexOf(w) >= 0; });
      term.hidden = !match;
      if (match) shown += 1;
    });
    found.textContent = words.length ? shown + " of " + terms.length + " entries match “" + box.value.trim() + "”."
                                     : terms.length + " entries.";
  }
  box.addEventListener("input", filter);
})();
