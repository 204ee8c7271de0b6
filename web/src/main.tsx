import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { apolloClient } from './apollo/client';
import { App } from './App';
import { AuthProvider, resumeSavedSession, startSignInCheck } from './auth/AuthProvider';
import { Toaster } from './components/Toaster';
import { LanguageProvider, loadFirstLanguage } from './i18n/LanguageProvider';
import { captureInstallPrompt } from './lib/installPrompt';
import { prefetchFirstFeedPage } from './routes/feedQuery';
import './styles.css';
import './styles/dialog.css';
import './styles/theme.css';

captureInstallPrompt();
// The feed is the page most visits open: its code and its first page load alongside the sign-in
// check instead of after it, and the page renders once all three are there; a returning visitor's
// feed renders at once from what this device saved, and the answers replace it.
const onFeed = window.location.pathname === '/';
if (onFeed) resumeSavedSession(apolloClient);
startSignInCheck(apolloClient, onFeed ? Promise.all([import('./routes/Home'), prefetchFirstFeedPage(apolloClient)]) : undefined);

// English is in the app's code; another language's messages arrive before the first render. The
// first render is a transition, which React renders in slices that each give the phone back to
// the person (the shell stays on screen until it commits), rather than in one task that freezes it.
void loadFirstLanguage().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ApolloProvider client={apolloClient}>
          <LanguageProvider>
            <BrowserRouter>
              <Toaster>
                <AuthProvider>
                  <App />
                </AuthProvider>
              </Toaster>
            </BrowserRouter>
          </LanguageProvider>
        </ApolloProvider>
      </StrictMode>,
    ),
  );
});

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
