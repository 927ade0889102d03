import { describe, it, expect } from 'vitest';
import { finishedEarlier } from '@/client/photos-upload';
import type { UploadStatus } from '@/domain/schemas/uploads';

const status = (state: UploadStatus['state']): UploadStatus => ({
  uploadId: 'u-1',
  state,
  fileName: 'a.jpg',
  photoId: state === 'pending' ? 'p-1' : null,
  duplicate: false,
  error: null,
});

describe('a resumed upload that the server had all of already', () => {
  it('is done when the server finished it (at its restart), and failed otherwise', async () => {
    const asked: string[][] = [];
    const answering = (state: UploadStatus['state']) => (ids: string[]) => {
      asked.push(ids);
      return Promise.resolve({ uploads: [status(state)] });
    };
    expect(await finishedEarlier('https://shop.example/api/upload/files/u-1', answering('pending'))).toMatchObject({
      uploadId: 'u-1',
      photoId: 'p-1',
      duplicate: false,
    });
    expect(asked).toEqual([['u-1']]);
    expect(await finishedEarlier('https://shop.example/api/upload/files/u-1', answering('receiving'))).toBeNull();
    expect(await finishedEarlier('https://shop.example/api/upload/files/u-1', answering('rejected'))).toBeNull();
    expect(await finishedEarlier(null, answering('pending'))).toBeNull();
  });
});
