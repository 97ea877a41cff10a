// Apply stored theme and direction before first paint to avoid a flash.
(function () {
  try {
    var s = JSON.parse(localStorage.getItem('layout-settings') || '{}');
    var h = document.documentElement;
    if (s.direction === 'rtl') h.setAttribute('dir', 'rtl');
    if (s.theme === 'dark') { h.setAttribute('data-bs-theme', 'dark'); h.classList.add('dark-layout'); }
    if (s.theme === 'semi-dark') h.classList.add('semi-dark-layout');
    var l = localStorage.getItem('lang');
    if (l) h.setAttribute('lang', l);
  } catch {
    // Storage unavailable: the app applies its defaults.
  }
})();
