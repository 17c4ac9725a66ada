// The providers (Chakra, i18n, jotai, TanStack Query) and the router under /v2: the staff console
// under /v2/admin, the public site everywhere else.
import { lazy, Suspense, useMemo } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { Route, Router, Switch } from 'wouter';
import { LoadingBlock } from '../components/feedback/StateBlocks';
import { createI18n, warmNamespaces } from '../lib/language/i18n';
import { pageLanguage } from '../lib/language/language';
import { appQueryClient } from '../lib/query/queryClient';
import { appStore } from '../lib/store';
import { BASE } from './base';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes';
import { system } from './system';

// The staff console is its own lazily loaded area: the public pages never load its code. The texts
// its shell waits for (the console's, one chunk per language, and the second factor's) load beside
// it, and its session and screen once it has run.
const CONSOLE_SHELL_NAMESPACES = ['admin', 'secondFactor'];
async function loadConsole() {
  warmNamespaces(pageLanguage(), CONSOLE_SHELL_NAMESPACES);
  const { ConsoleApp, preloadConsole } = await import('../admin/ConsoleApp');
  preloadConsole();
  return { default: ConsoleApp };
}
// Opened at a console address: its loading starts as this module runs, not after the first render.
const consoleLoading = window.location.pathname.startsWith(`${BASE}/admin`) ? loadConsole() : undefined;
const ConsoleApp = lazy(() => consoleLoading ?? loadConsole());

export function App() {
  const lang = pageLanguage();
  const i18n = useMemo(() => createI18n(lang), [lang]);
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  return (
    <QueryClientProvider client={appQueryClient}>
      <JotaiProvider store={appStore}>
        <I18nextProvider i18n={i18n}>
          <ChakraProvider value={system}>
            <Router base={BASE}>
              <Switch>
                <Route path="/admin" nest>
                  <Suspense fallback={<LoadingBlock minH="100vh" />}>
                    <ConsoleApp />
                  </Suspense>
                </Route>
                <Route>
                  <Layout>
                    <AppRoutes />
                  </Layout>
                </Route>
              </Switch>
            </Router>
          </ChakraProvider>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
