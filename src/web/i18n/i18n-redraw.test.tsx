// @vitest-environment happy-dom
// What makes the texts on screen draw again: a change of language does; a page adding its English
// (a chunk that arrives after load) does not, as nothing on screen can be showing texts not there
// yet (docs/decisions/0032).
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { I18nProvider, loadEnglish, useT } from './i18n';

describe('I18nProvider', () => {
  it('draws the texts again for a change of language, not for English a page adds', async () => {
    let renders = 0;
    let choose: ((language: 'en' | 'hi') => void) | undefined;
    function Probe() {
      const { t, setLanguage } = useT();
      choose = setLanguage;
      renders += 1;
      return <p>{t('common.close')}</p>;
    }
    const root = document.createElement('div');
    await act(() => {
      render(
        <I18nProvider>
          <Probe />
        </I18nProvider>,
        root,
      );
    });
    expect(root.textContent).toBe('Close');
    const first = renders;

    await act(() => loadEnglish(['demo']));
    expect(renders).toBe(first);

    await act(() => choose?.('hi'));
    // The Hindi catalogues are fetched as the browser would (a dynamic import): on a loaded
    // machine that takes more than poll's default second, so wait for the text itself.
    await expect.poll(() => root.textContent, { timeout: 15_000 }).toBe('बंद करें');
    expect(renders).toBeGreaterThan(first);
    expect(document.documentElement.lang).toBe('hi');
    await act(() => choose?.('en'));
    await expect.poll(() => root.textContent, { timeout: 15_000 }).toBe('Close');
    render(null, root);
  });
});
