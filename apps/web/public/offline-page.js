// The offline page's only behaviour (it loads none of the app's code, which may be what failed to
// arrive). It shows the page in the reader's language, chosen as the app chooses it: the `lang`
// cookie of their choice, else the browser's languages; the build put each language other than
// English in a <template>. And "Try again" loads the address the person asked for again.
const templates = [...document.querySelectorAll('template[data-language]')];
const LANGUAGES = ['en', ...templates.map((template) => template.dataset.language)];

function readerLanguage() {
  const chosen = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === 'lang')?.[1];
  if (LANGUAGES.includes(chosen)) return chosen;
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of tags) {
    const language = String(tag).trim().toLowerCase().split(/[-_]/)[0];
    if (LANGUAGES.includes(language)) return language;
  }
  return 'en';
}

const language = readerLanguage();
const translation = templates.find((template) => template.dataset.language === language);
const root = document.getElementById('root');
if (translation && root) {
  root.replaceChildren(translation.content.cloneNode(true));
  document.documentElement.lang = language;
  document.title = translation.dataset.title ?? document.title;
}
document.querySelector('[data-try-again]')?.addEventListener('click', () => window.location.reload());

// The dashboard of whoever is signed in in this browser, as the app keeps the session (a tenant's or
// landlord's token and role, or an admin's token); none when signed out or storage is blocked.
function signedInDashboard() {
  try {
    const role = localStorage.getItem('role');
    if (localStorage.getItem('token') && (role === 'tenant' || role === 'landlord')) return `/${role}/dashboard`;
    if (localStorage.getItem('adminToken') && localStorage.getItem('adminRole') === 'admin') return '/admin/dashboard';
  } catch {
    // Storage is blocked: nobody can be signed in.
  }
  return undefined;
}

// A signed-in person is offered their dashboard, not Login and Register.
const dashboard = signedInDashboard();
const dashboardLabel = document.querySelector('[data-dashboard-label]')?.textContent;
if (dashboard && dashboardLabel) {
  for (const login of document.querySelectorAll('header a[href="/login"]')) login.remove();
  for (const register of document.querySelectorAll('header a[href="/register"]')) {
    register.setAttribute('href', dashboard);
    register.textContent = dashboardLabel;
  }
}
