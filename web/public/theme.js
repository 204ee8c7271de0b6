/* Runs before the page paints, so it never flashes in the wrong theme: the saved choice, else the
   system's preference. The build writes it into the page (web/build/instantShell.ts), where the
   Content-Security-Policy allows it by its hash, so that every other inline script stays forbidden. */
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

/* The page's language and direction too (Arabic runs right to left), before anything is drawn:
   the choice saved on this device (web/src/i18n/savedLanguage.ts), else the browser's first
   language the app speaks; the app's LanguageProvider keeps them up to date afterwards. */
(() => {
  const spoken = ['en', 'es', 'ar'];
  let language = null;
  try {
    language = localStorage.getItem('language');
  } catch {}
  if (!spoken.includes(language)) {
    language = (navigator.languages || []).map((tag) => tag.toLowerCase().split('-')[0]).find((tag) => spoken.includes(tag)) || 'en';
  }
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  // The instant shell (index.html) shows no words, but its labels and 'Loading' are read aloud
  // until the app takes over: in the app's own words (appLayout.*, activityButton.activity, app.loading).
  const words = {
    es: {
      'Glimpse home': 'Inicio de Glimpse',
      Activity: 'Actividad',
      Messages: 'Mensajes',
      Loading: 'Cargando',
      'Main navigation': 'Navegación principal',
      Home: 'Inicio',
      Search: 'Buscar',
      Upload: 'Crear',
      Profile: 'Perfil',
    },
    ar: {
      'Glimpse home': 'الصفحة الرئيسية في Glimpse',
      Activity: 'النشاط',
      Messages: 'الرسائل',
      Loading: 'جارٍ التحميل',
      'Main navigation': 'التنقل الرئيسي',
      Home: 'الرئيسية',
      Search: 'البحث',
      Upload: 'إنشاء',
      Profile: 'الملف الشخصي',
    },
  }[language];
  if (!words) return;
  // This script runs in the head, before the shell exists.
  document.addEventListener('DOMContentLoaded', () => {
    for (const element of document.querySelectorAll('#shell [aria-label]')) {
      const label = words[element.getAttribute('aria-label')];
      if (label) element.setAttribute('aria-label', label);
    }
    const status = document.querySelector('#shell [role="status"]');
    if (status && words[status.textContent]) status.textContent = words[status.textContent];
  });
})();
