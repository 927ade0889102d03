import { describe, expect, it } from 'vitest';
import { compactPhoto, expandPhoto, packPhotos, unpackPhotos } from '@/domain/photos-ui/photo-props';
import type { Photo } from '@/domain/schemas/photos';

const base = 'https://photos.example/api/photo-management/photos';
function photo(id: string, host = base): Photo {
  return {
    imageId: id,
    localFileName: 'IMG_1.jpg',
    uploadId: `u-${id}`,
    url: `${host}/${id}/file`,
    untouchedUrl: `${host}/${id}/file?untouched=1`,
    location: null,
    favourite: false,
    thumbnails: [300, 800, 1300].map((size) => ({ id: size, url: `${host}/${id}/thumbnails/${size}`, width: size, height: size })),
    dateTaken: '2024-05-01T10:00:00.000',
  };
}

describe('photos in island props', () => {
  it('travel with their URLs relative to the photo, and come back exactly as the service answered', () => {
    const original = photo('7c1e');
    const compact = compactPhoto(original);
    expect(compact.url).toBe(original.url);
    expect(compact.untouchedUrl).toBe('~/file?untouched=1');
    expect(compact.thumbnails.map((t) => t.url)).toEqual(['~/thumbnails/300', '~/thumbnails/800', '~/thumbnails/1300']);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(original).length * 0.7);
    expect(expandPhoto(compact)).toEqual(original);
  });

  it('keep URLs of another shape or host as they are', () => {
    const elsewhere = { ...photo('a1'), thumbnails: [{ id: 300, url: 'https://cdn.example/t/a1-300.webp', width: 300, height: 300 }] };
    expect(expandPhoto(compactPhoto(elsewhere))).toEqual(elsewhere);
    const noId = { ...photo('b2'), url: 'https://other.example/file.jpg' };
    expect(compactPhoto(noId)).toEqual(noId);
  });

  it('go into the page once each, however many pages and previews show them, and come back as they were', () => {
    const [a, b, c] = [photo('x1'), photo('x2'), photo('x3')];
    const opened = {
      pages: { '2024/5': { cursor: 'c', images: [a, b] }, all: { cursor: null, images: [] } },
      preview: {
        photoId: 'x2',
        photo: b,
        around: { sorting: { sortKey: 'dateTaken' as const, sortOrder: 'desc' as const }, previous: [a], next: [c] },
      },
    };
    const packed = packPhotos(opened);
    expect(packed.photos.map((p) => p.imageId)).toEqual(['x1', 'x2', 'x3']);
    const json = JSON.stringify(packed);
    expect(json.split(a.uploadId).length - 1).toBe(1);
    expect(unpackPhotos(JSON.parse(json) as typeof packed)).toEqual(opened);
  });

  it('come back without pages or preview when there were none, and a preview of a photo not found stays not found', () => {
    expect(unpackPhotos(packPhotos({}))).toEqual({ pages: undefined, preview: undefined });
    expect(unpackPhotos(packPhotos({ preview: { photoId: 'gone', photo: null } })).preview).toEqual({ photoId: 'gone', photo: null });
  });
});
