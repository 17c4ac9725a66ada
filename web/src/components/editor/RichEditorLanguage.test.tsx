import { Suspense } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allResources, createI18n } from '../../lib/language/i18n';
import type { Lang } from '../../lib/language/language';
import { stubApi } from '../../test/apiStub';
import { EDITOR_CONFIG } from '../../test/editorConfig';
import { system } from '../../app/system';
import { RichEditor } from './RichEditor';

// The editor's texts are fetched when it first opens; here that fetch fails in both languages, as a
// chunk lost in a deploy or a dropped connection would make it.
vi.mock('../../locales/en/editor.json', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('../../locales/zh/editor.json', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const withoutEditor = allResources(import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '!../../locales/*/editor.json'], { eager: true, import: 'default' }));

afterEach(() => vi.unstubAllGlobals());

function open(lang: Lang, i18n = createI18n(lang, withoutEditor)) {
  stubApi().get('/v2/api/ue-config', EDITOR_CONFIG);
  // Not renderWithApp: it bundles every locale file, and this test needs the editor's to be fetched.
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <Suspense fallback={<p>loading</p>}>
          <RichEditor value="<p>x</p>" onChange={() => {}} />
        </Suspense>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe('rich editor: its language file', () => {
  it("says 'not import language file' when the editor's texts cannot be loaded, in English", async () => {
    open('en');
    expect((await screen.findByRole('alert')).textContent).toBe("not import language file: the editor's texts could not be loaded. Please reload the page.");
    // The editor itself still works (it may mount after the notice, on a busy machine).
    await vi.waitFor(() => expect(document.querySelector('.ProseMirror')?.textContent).toBe('x'));
  });

  it('and in Chinese', async () => {
    open('zh');
    expect((await screen.findByRole('alert')).textContent).toBe('编辑器语言文件未能加载（not import language file），请刷新页面重试。');
  });

  it('says nothing when they are loaded', async () => {
    open('en', createI18n('en', { ...withoutEditor, en: { ...withoutEditor.en, editor: { toolbar: 'Editor toolbar' } } }));
    expect(await screen.findByRole('toolbar', { name: 'Editor toolbar' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
