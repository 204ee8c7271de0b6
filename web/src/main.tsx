import { ApolloProvider } from '@apollo/client/react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { apolloClient } from './apollo/client';
import { App } from './App';
import { AuthProvider } from './auth/AuthProvider';
import { Toaster } from './components/Toaster';
import { captureInstallPrompt } from './lib/installPrompt';
import './styles.css';
import './styles/theme.css';

captureInstallPrompt();
// The feed is the page most visits open: its code loads alongside the sign-in check instead of after it.
if (window.location.pathname === '/') void import('./routes/Home');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <BrowserRouter>
        <Toaster>
          <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
            <AuthProvider>
              <App />
            </AuthProvider>
          </Tooltip.Provider>
        </Toaster>
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>,
);

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
