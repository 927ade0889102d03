// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import PhotoOverlays, { type PhotoOverlaysProps } from '@/islands/photos/PhotoOverlays';
import { OVERLAY_KEYS } from '@/components/photos/strings';
import { $modals, openModal } from '@/stores/photos-ui';
import { MAX_IMAGE_PIXELS } from '@/domain/photos/image-refusals';
import { $uploads, type UploadItem } from '@/stores/uploads';
import { enabled, fakeServices, islandStrings, layOutAt, endIslandTest } from './support';

function overlayProps(locale: 'en-GB' | 'nl-NL' = 'en-GB'): PhotoOverlaysProps {
  return {
    library: { view: 'photos', basePath: '/my-photos/photos', search: '' },
    locale,
    confirmWord: 'DELETE',
    editor: { url: 'https://editor.example', channel: 'pixelpress-uk' },
    features: { orderPrints: true, upload: true },
    strings: islandStrings(OVERLAY_KEYS, locale),
    analytics: false,
  };
}

/** The photos page with its upload window opened ('Add photos'). */
async function openUploadWindow(locale: 'en-GB' | 'nl-NL' = 'en-GB') {
  render(<PhotoOverlays {...overlayProps(locale)} />);
  act(() => void openModal({ kind: 'upload' }));
  return screen.findByTestId('upload-modal');
}

const REFUSED_TOO_LARGE = `This photo is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are supported.`;
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const jpeg = (name: string) => new File([new Uint8Array([...JPEG_HEAD, ...new Array<number>(500).fill(7)])], name, { type: 'image/jpeg' });

/** Files in the queue in the given states, as the queue holds them while tus sends them. */
function queueHolds(...files: Array<Pick<UploadItem, 'state'> & Partial<UploadItem> & { name: string }>) {
  const items = files.map(({ name, ...rest }, i) => ({
    key: `k${i}`,
    file: jpeg(name),
    type: 'image/jpeg' as const,
    size: 1000,
    sent: 0,
    ...rest,
  }));
  act(() => $uploads.set({ items, rejected: [] }));
}

const pick = (modal: HTMLElement, ...files: File[]) => fireEvent.change(within(modal).getByTestId('upload-input'), { target: { files } });
const listItem = (modal: HTMLElement, name: string) =>
  within(within(modal).getByTestId('upload-list'))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name))!;

beforeEach(() => {
  layOutAt(1000);
  $modals.set([]);
  $uploads.set({ items: [], rejected: [] });
  fakeServices({});
});
afterEach(endIslandTest);

describe('upload window', () => {
  test('a text file named .jpg is refused in the page language before anything is sent', async () => {
    const modal = await openUploadWindow('nl-NL');
    pick(modal, new File(['these are my notes, not a photo'], 'notes.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(within(modal).getByRole('alert').textContent).toBe("Deze bestanden zijn geen JPEG-, PNG- of HEIC-foto's: notes.jpg"),
    );
    expect(within(modal).queryByTestId('upload-list')).toBeNull();
  });

  test('picked photos wait for Upload; nothing can be added yet and a queued file can be removed', async () => {
    const modal = await openUploadWindow();
    pick(modal, jpeg('one.jpg'), jpeg('two.jpg'));
    await waitFor(() => expect(within(modal).getAllByRole('listitem')).toHaveLength(2));
    expect(listItem(modal, 'one.jpg').dataset.state).toBe('queued');
    expect(within(modal).getByText('0 of 2 uploaded')).toBeTruthy();
    expect(enabled(within(modal).getByTestId('upload-start'))).toBe(true);
    expect(enabled(within(modal).getByTestId('upload-confirm'))).toBe(false);
    expect(within(modal).getByTestId('upload-close').textContent).toBe('Cancel');
    fireEvent.click(within(modal).getByRole('button', { name: 'Remove one.jpg' }));
    expect(within(modal).getAllByRole('listitem')).toHaveLength(1);
  });

  test('while files are on their way the window says so, offers Stop, and closing it leaves the indicator', async () => {
    const modal = await openUploadWindow();
    queueHolds({ name: 'a.jpg', state: 'done' }, { name: 'b.jpg', state: 'uploading', sent: 500 }, { name: 'c.jpg', state: 'waiting' });
    expect(within(modal).getByTestId('upload-goes-on')).toBeTruthy();
    expect(within(modal).getByTestId('upload-close').textContent).toBe('Close');
    expect(within(modal).getByTestId('upload-stop')).toBeTruthy();
    expect(enabled(within(modal).getByTestId('upload-confirm'))).toBe(false);
    const overall = within(modal).getByTestId<HTMLProgressElement>('upload-overall');
    expect([overall.value, overall.max]).toEqual([1500, 3000]);
    // Closing asks nothing: the uploads go on, and the page shows how far they are.
    fireEvent.click(within(modal).getByTestId('upload-close'));
    await waitFor(() => expect(screen.queryByTestId('upload-modal')).toBeNull());
    const indicator = await screen.findByTestId('upload-indicator');
    expect(indicator.dataset.state).toBe('running');
    expect(within(indicator).getByRole('status').textContent).toBe('Uploading 2 of 3');
    fireEvent.click(within(indicator).getByRole('button', { name: 'Show uploads' }));
    expect(await screen.findByTestId('upload-modal')).toBeTruthy();
  });

  test('a failed file offers Try again and a refused one says why; neither counts towards the progress', async () => {
    const modal = await openUploadWindow();
    queueHolds(
      { name: 'flaky.jpg', state: 'failed' },
      { name: 'huge.jpg', state: 'refused', refusal: 'tooLarge' },
      { name: 'ok.jpg', state: 'done' },
    );
    expect(listItem(modal, 'flaky.jpg').textContent).toContain('Upload failed');
    expect(within(listItem(modal, 'flaky.jpg')).getByRole('button', { name: 'Try again to upload flaky.jpg' })).toBeTruthy();
    expect(listItem(modal, 'huge.jpg').dataset.state).toBe('refused');
    expect(listItem(modal, 'huge.jpg').textContent).toContain(REFUSED_TOO_LARGE);
    expect(within(listItem(modal, 'huge.jpg')).queryByRole('button', { name: /Try again/ })).toBeNull();
    const overall = within(modal).getByTestId<HTMLProgressElement>('upload-overall');
    expect(overall.value / overall.max).toBe(1);
    expect(enabled(within(modal).getByTestId('upload-confirm'))).toBe(true);
  });

  test('closing with uploaded but unconfirmed photos asks first; Go back keeps them, Discard empties the queue', async () => {
    const modal = await openUploadWindow();
    queueHolds({ name: 'keep-me.jpg', state: 'done', uploadId: 'up1' });
    fireEvent.keyDown(window, { key: 'Escape' });
    const ask = await within(modal).findByTestId('upload-discard');
    expect(ask.textContent).toMatch(/^Discard the photo you uploaded\?/);
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Go back' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Go back' }));
    expect(within(modal).queryByTestId('upload-discard')).toBeNull();
    expect(listItem(modal, 'keep-me.jpg').textContent).toContain('Uploaded');
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await within(modal).findByTestId('upload-discard')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByTestId('upload-modal')).toBeNull());
    expect($uploads.get().items).toEqual([]);
    expect(screen.queryByTestId('upload-indicator')).toBeNull();
  });
});
