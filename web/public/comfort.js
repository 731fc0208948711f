// Applies the reader's remembered text size and theme before the first paint, so a dark page never flashes
// light (decision 238). Same key and values as web/features/comfort/comfortSettings.ts. A file, not an inline
// script: the content security policy allows only same-origin scripts.
(function () {
  try {
    var stored = JSON.parse(window.localStorage.getItem('oc-comfort') || '{}');
    var root = document.documentElement;
    if (['small', 'large', 'larger'].indexOf(stored.textSize) >= 0)
      root.setAttribute('data-text-size', stored.textSize);
    if (stored.theme === 'dark') {
      root.setAttribute('data-theme', 'dark');
      root.style.colorScheme = 'dark';
    }
  } catch (error) {
    // Storage unavailable or unreadable: the defaults apply.
  }
})();
