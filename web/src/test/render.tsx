// Renders a component with the site's providers: Chakra, i18n in the given language, jotai, the
// app's query cache emptied of every answer but the session a test set (no retries, so a stubbed
// failure shows at once), and a router under /v2 at a given address (memory location, so tests can
// read where links lead).
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { system } from '../app/system';
import { allResources, createI18n } from '../lib/language/i18n';
import type { Lang } from '../lib/language/language';
import { appQueryClient } from '../lib/query/queryClient';
import { SESSION_KEY } from '../lib/session/session';
import { appStore } from '../lib/store';

// Every namespace of both languages, so components never wait for a namespace in tests.
const resources = allResources(import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' }));

export function renderWithApp(ui: ReactNode, { lang = 'zh', path = '/home', search = '' }: { lang?: Lang; path?: string; search?: string } = {}) {
  const location = memoryLocation({ path: search ? `${path}?${search}` : path, record: true });
  const queryClient = appQueryClient;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <I18nextProvider i18n={createI18n(lang, resources)}>
          <ChakraProvider value={system}>
            <Router base="/v2" hook={location.hook} searchHook={location.searchHook}>
              {ui}
            </Router>
          </ChakraProvider>
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}
