// Applies the reader's remembered text size and theme before the first paint, so a dark page never flashes
// light (decision 238). Same key and values as web/features/comfort/comfortSettings.ts. A file, not an inline
// script: the content security policy allows only same-origin scripts.
(function () {
  var root = document.documentElement;
  var stored = {};
  try {
    stored = JSON.parse(window.localStorage.getItem('oc-comfort') || '{}') || {};
  } catch {
    // Storage unavailable or unreadable: the defaults apply.
  }
  var sizes = ['small', 'normal', 'large', 'larger'];
  var dark = stored.theme === 'dark';
  root.setAttribute('data-text-size', sizes.indexOf(stored.textSize) >= 0 ? stored.textSize : 'normal');
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
