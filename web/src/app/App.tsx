// The providers (Chakra, i18n, jotai, TanStack Query) and the router under /v2.
import { useMemo } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { createI18n } from '../lib/i18n';
import { pageLanguage } from '../lib/language';
import { makeQueryClient } from '../lib/query';
import { appStore } from '../lib/store';
import { BASE } from './base';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes';
import { system } from './system';

// One cache for the page's life: the language is part of every request, and changing it reloads the page.
const queryClient = makeQueryClient();

export function App() {
  const lang = pageLanguage();
  const i18n = useMemo(() => createI18n(lang), [lang]);
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <I18nextProvider i18n={i18n}>
          <ChakraProvider value={system}>
            <Router base={BASE}>
              <Layout>
                <AppRoutes />
              </Layout>
            </Router>
          </ChakraProvider>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
