// Sorting, filtering and search for the leaderboard: plain DOM, no libraries, no requests.
(function () {
  "use strict";

  function cellValue(row, index) {
    var cell = row.cells[index];
    if (!cell) return "";
    return cell.hasAttribute("data-v") ? cell.getAttribute("data-v") : cell.textContent.trim();
  }

  // Empty values (no figure for this run) always sort last, whatever the direction.
  function compare(a, b, numeric, dir) {
    if (a === "" && b === "") return 0;
    if (a === "") return 1;
    if (b === "") return -1;
    if (numeric) return dir * (parseFloat(a) - parseFloat(b));
    return dir * a.localeCompare(b, undefined, { numeric: true });
  }

  function sortTable(table, index, th) {
    var numeric = th.getAttribute("data-type") === "num";
    var current = th.getAttribute("aria-sort");
    // Numbers start high-to-low (best first), text starts A-to-Z.
    var dir = current ? (current === "ascending" ? -1 : 1) : (numeric ? -1 : 1);
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (h) { h.removeAttribute("aria-sort"); });
    th.setAttribute("aria-sort", dir === 1 ? "ascending" : "descending");
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (r1, r2) { return compare(cellValue(r1, index), cellValue(r2, index), numeric, dir); });
    rows.forEach(function (r) { body.appendChild(r); });
  }

  document.querySelectorAll("table.sortable").forEach(function (table) {
    if (!table.tHead) return;
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, index) {
      th.tabIndex = 0;
      th.addEventListener("click", function () { sortTable(table, index, th); });
      th.addEventListener("keydown", function (e) { if (e.key === "Enter") sortTable(table, index, th); });
    });
  });

  function showCount(el, shown, total, noun) {
    if (el) el.textContent = shown === total ? total + " " + noun : shown + " of " + total + " " + noun;
  }

  document.querySelectorAll(".filters[data-table]").forEach(function (box) {
    var table = document.getElementById(box.getAttribute("data-table"));
    var selects = box.querySelectorAll("select[data-key]");
    var count = box.querySelector(".count");
    function apply() {
      var rows = table.tBodies[0].rows, shown = 0;
      Array.prototype.forEach.call(rows, function (row) {
        var ok = Array.prototype.every.call(selects, function (s) {
          return !s.value || row.getAttribute("data-" + s.getAttribute("data-key")) === s.value;
        });
        row.hidden = !ok;
        if (ok) shown++;
      });
      showCount(count, shown, rows.length, "runs");
    }
    selects.forEach(function (s) { s.addEventListener("change", apply); });
    apply();
  });

  var search = document.getElementById("problem-search");
  if (search) {
    var table = document.getElementById("problem-table");
    var count = document.getElementById("problem-count");
    var run = function () {
      // Every word must occur in the id, A-number, name, statement or category.
      var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
      var rows = table.tBodies[0].rows, shown = 0;
      Array.prototype.forEach.call(rows, function (row) {
        var text = row.getAttribute("data-search");
        var ok = words.every(function (w) { return text.indexOf(w) !== -1; });
        row.hidden = !ok;
        if (ok) shown++;
      });
      showCount(count, shown, rows.length, "problems");
    };
    search.addEventListener("input", run);
    if (location.hash.indexOf("#q=") === 0) search.value = decodeURIComponent(location.hash.slice(3));
    run();
  }
})();
