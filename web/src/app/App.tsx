// The providers (Chakra, i18n, jotai, TanStack Query) and the router under /v2: the staff console
// under /v2/admin, the public site everywhere else.
import { lazy, Suspense } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { Route, Router, Switch } from 'wouter';
import { LoadingBlock } from '../components/feedback/StateBlocks';
import { pageI18n } from '../lib/language/i18n';
import { pageLanguage } from '../lib/language/language';
import { appQueryClient } from '../lib/query/queryClient';
import { appStore } from '../lib/store';
import { BASE } from './base';
import { loadConsole } from './consoleLoader';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes';
import { system } from './system';

const ConsoleApp = lazy(loadConsole);

export function App() {
  const lang = pageLanguage();
  const i18n = pageI18n();
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
