import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { FileUploadList } from './FileUploadList';

// An upload that stays in flight until the test finishes or cancels it.
class HangingXhr {
  static instances: HangingXhr[] = [];
  upload = { onprogress: null as null | ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) };
  onabort: (() => void) | null = null;
  onload: (() => void) | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  responseType = '';
  aborted = false;
  constructor() {
    HangingXhr.instances.push(this);
  }
  open() {}
  setRequestHeader() {}
  send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 });
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  HangingXhr.instances = [];
});

function choose(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

describe('attachment uploader', () => {
  it('refuses a wrong format or size with the messages of docs/rules.md#validation and sends nothing', () => {
    vi.stubGlobal('XMLHttpRequest', HangingXhr);
    renderWithApp(<FileUploadList fileType="attachment" max={5} label="Attach" onChange={() => {}} />, { lang: 'en' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    choose(input, [new File(['x'], 'tool.exe'), new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'poc.pdf')]);
    expect(screen.getByText('file format must be: jpg, jpeg, png, pdf, doc, docx, apk, ipa, aar, jar, rar, zip, 7z')).toBeTruthy();
    expect(screen.getByText('file larger than 8M')).toBeTruthy();
    expect(HangingXhr.instances).toHaveLength(0);
  });

  it('shows the progress of an upload and can cancel it', async () => {
    vi.stubGlobal('XMLHttpRequest', HangingXhr);
    const busy: boolean[] = [];
    renderWithApp(<FileUploadList fileType="attachment" max={5} label="Attach" onChange={() => {}} onBusyChange={(b) => busy.push(b)} />, { lang: 'en' });
    choose(document.querySelector('input[type=file]') as HTMLInputElement, [new File(['apk'], 'app.apk')]);
    await screen.findByLabelText('Uploading app.apk');
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(HangingXhr.instances[0]!.aborted).toBe(true);
    expect(screen.queryByText('app.apk')).toBeNull();
    expect(busy.at(-1)).toBe(false);
  });
});
