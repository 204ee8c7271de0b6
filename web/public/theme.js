/* Runs before the app, so the page never flashes in the wrong theme: the saved choice, else the
   system's preference. A file rather than an inline script, so a strict CSP can forbid those. */
(() => {
  let dark;
  try {
    const saved = localStorage.getItem('theme');
    dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    dark = false;
  }
  document.documentElement.classList.toggle('dark', dark);
  const bar = document.querySelector('meta[name="theme-color"]');
  if (bar) bar.setAttribute('content', dark ? '#0f1115' : '#ffffff');
})();
