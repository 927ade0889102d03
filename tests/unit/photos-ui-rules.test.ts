import { describe, expect, it } from 'vitest';
import { actionDisabledReason, downloadDisabledReason, downloadLimitTooltipOpen } from '@/domain/photos-ui/actions';
import { DEFAULT_SORTING, SORT_OPTIONS, isTimelineSorting, optionFor, parseStoredSorting, storeSorting } from '@/domain/photos-ui/sort';
import {
  canRequest,
  emptySection,
  failed,
  hiddenCount,
  loadedItems,
  received,
  removeItems,
  requested,
  reset,
  shouldLoadNextMonth,
} from '@/domain/photos-ui/month-section';
import { hasNext, hasPrevious, step } from '@/domain/photos-ui/slider';
import { clampPan, isDoubleTap, panBy, pinchZoom, swipeFollow, swipeResult, toggleZoom } from '@/domain/photos-ui/gestures';
import { aspectOf, breakpointOf, gridThumbnailSize, isMobile, thumbnailFor, thumbnailSrcset } from '@/domain/photos-ui/thumbnail-choice';
import { createdLabel, isKnownDateTaken } from '@/domain/photos-ui/dates';
import { formatTakenOn } from '@/i18n/format';
import { deleteAllConfirmed, validUploadUrl } from '@/domain/photos-ui/validation';
import { isFastScroll } from '@/domain/photos-ui/scroll-speed';
import { albumNameProblem } from '@/domain/photos/album-name';
import { orderedMonths } from '@/domain/photos-ui/timeline-order';

describe('toolbar rules (spec §5)', () => {
  it('download needs 1..100 selected', () => {
    expect(downloadDisabledReason(0)).toBe('nothingSelected');
    expect(downloadDisabledReason(1)).toBeNull();
    expect(downloadDisabledReason(100)).toBeNull();
    expect(downloadDisabledReason(101)).toBe('tooManyToDownload');
    expect(downloadLimitTooltipOpen(100)).toBe(false);
    expect(downloadLimitTooltipOpen(101)).toBe(true);
  });
  it('other actions need a selection and are unavailable in shared albums', () => {
    expect(actionDisabledReason(0)).toBe('nothingSelected');
    expect(actionDisabledReason(2)).toBeNull();
    expect(actionDisabledReason(2, true)).toBe('sharedAlbum');
  });
});

describe('sorting (spec §2, §3)', () => {
  it('maps options to sortKey/sortOrder per page', () => {
    expect(optionFor('photos', { sortKey: 'dateTaken', sortOrder: 'asc' })).toBe('dateTakenAsc');
    expect(optionFor('photos', { sortKey: 'created', sortOrder: 'desc' })).toBe('dateUploaded');
    expect(optionFor('albumPhotos', { sortKey: 'created', sortOrder: 'asc' })).toBe('dateAddedAsc');
    expect(isTimelineSorting(SORT_OPTIONS.dateTakenDesc)).toBe(true);
    expect(isTimelineSorting(SORT_OPTIONS.dateUploaded)).toBe(false);
  });
  it('persists per page and falls back on bad storage', () => {
    const raw = storeSorting(null, 'photos', SORT_OPTIONS.dateUploaded);
    const both = storeSorting(raw, 'albumPhotos', SORT_OPTIONS.dateTakenAsc);
    expect(parseStoredSorting(both, 'photos')).toEqual(SORT_OPTIONS.dateUploaded);
    expect(parseStoredSorting(both, 'albumPhotos')).toEqual(SORT_OPTIONS.dateTakenAsc);
    expect(parseStoredSorting(both, 'sharedAlbumPhotos')).toEqual(DEFAULT_SORTING.sharedAlbumPhotos);
    expect(parseStoredSorting('{not json', 'photos')).toEqual(DEFAULT_SORTING.photos);
    expect(parseStoredSorting('{"photos":{"sortKey":"x","sortOrder":"asc"}}', 'photos')).toEqual(DEFAULT_SORTING.photos);
  });
});

describe('month section state machine (spec §4)', () => {
  it('goes uninitialized → pending → fulfilled and accumulates pages by cursor', () => {
    let s = emptySection<{ id: string }>('2024/5');
    expect(s.status).toBe('uninitialized');
    expect(canRequest(s)).toBe(true);
    s = requested(s);
    expect(canRequest(s)).toBe(false);
    s = received(s, { cursor: 'c1', images: [{ id: 'a' }] });
    expect(s.status).toBe('fulfilled');
    expect(canRequest(s)).toBe(true);
    s = received(requested(s), { cursor: null, images: [{ id: 'b' }] });
    expect(loadedItems(s).map((p) => p.id)).toEqual(['a', 'b']);
    expect(canRequest(s)).toBe(false);
    s = removeItems(s, (p) => p.id === 'a');
    expect(loadedItems(s).map((p) => p.id)).toEqual(['b']);
    expect(reset(s)).toEqual(emptySection('2024/5'));
  });
  it('rejects and may retry', () => {
    const s = failed(requested(emptySection('2024/5')));
    expect(s.status).toBe('rejected');
    expect(canRequest(s)).toBe(true);
  });
  it('loads the next month only when the last item shows, the cursor is null and the next has no pages', () => {
    const done = received(emptySection<number>('a'), { cursor: null, images: [1] });
    const more = received(emptySection<number>('a'), { cursor: 'x', images: [1] });
    const next = emptySection<number>('b');
    expect(shouldLoadNextMonth(done, next, true)).toBe(true);
    expect(shouldLoadNextMonth(done, next, false)).toBe(false);
    expect(shouldLoadNextMonth(more, next, true)).toBe(false);
    expect(shouldLoadNextMonth(done, received(next, { cursor: null, images: [2] }), true)).toBe(false);
    expect(shouldLoadNextMonth(done, undefined, true)).toBe(false);
    expect(hiddenCount(30, 24)).toBe(6);
    expect(hiddenCount(3, 24)).toBe(0);
  });
});

describe('preview slider and gestures (spec §2, §9)', () => {
  it('has next / previous by index bounds', () => {
    expect(hasPrevious(0)).toBe(false);
    expect(hasPrevious(1)).toBe(true);
    expect(hasNext(1, 3)).toBe(true);
    expect(hasNext(2, 3)).toBe(false);
    expect(step(2, 3, 1)).toBe(2);
    expect(step(0, 3, -1)).toBe(0);
    expect(step(1, 3, -1)).toBe(0);
  });
  it('swipes beyond 35 % of the width change photo, down beyond 35 % of the height closes on mobile', () => {
    expect(swipeResult(-360, 0, 1000, 800, false)).toBe('next');
    expect(swipeResult(360, 10, 1000, 800, false)).toBe('previous');
    expect(swipeResult(-340, 0, 1000, 800, false)).toBe('none');
    expect(swipeResult(0, 300, 1000, 800, true)).toBe('close');
    expect(swipeResult(0, 300, 1000, 800, false)).toBe('none');
    expect(swipeResult(0, 270, 1000, 800, true)).toBe('none');
  });
  it('a flick counts its travel 1.5 times; at either end the photo follows a swipe at 0.2 of the finger', () => {
    expect(swipeResult(-240, 0, 1000, 800, false, 0.5)).toBe('none');
    expect(swipeResult(-240, 0, 1000, 800, false, 2)).toBe('next');
    expect(swipeResult(240, 0, 1000, 800, false, -2)).toBe('previous');
    expect(swipeFollow(-100, true)).toBe(-100);
    expect(swipeFollow(-100, false)).toBe(-20);
  });
  it('zooms 1 ↔ 2.5, double tap within 200 ms, the zoomed photo follows the finger inside the frame', () => {
    expect(toggleZoom(1)).toBe(2.5);
    expect(toggleZoom(2.5)).toBe(1);
    expect(isDoubleTap(1000, 1200)).toBe(true);
    expect(isDoubleTap(1000, 1201)).toBe(false);
    expect(isDoubleTap(null, 1)).toBe(false);
    expect(clampPan({ x: 10_000, y: -10_000 }, 2.5, 400, 300)).toEqual({ x: 300, y: -225 });
    expect(panBy({ x: 0, y: 0 }, 100, 0, 1, 400, 300)).toEqual({ x: 0, y: 0 });
    expect(panBy({ x: 10, y: 0 }, 100, -40, 2.5, 400, 300)).toEqual({ x: 110, y: -40 });
  });
  it('a pinch scales the zoom it started from, between 1 and 2.5', () => {
    expect(pinchZoom(1, 1.6)).toBe(1.6);
    expect(pinchZoom(2, 1.1)).toBeCloseTo(2.2);
    expect(pinchZoom(1, 4)).toBe(2.5);
    expect(pinchZoom(2.5, 0.2)).toBe(1);
  });
});

describe('thumbnails and breakpoints (spec §3, §9)', () => {
  const photo = {
    url: '/main.jpg',
    thumbnails: [
      { id: 300, url: '/300.jpg', width: 300, height: 200 },
      { id: 1300, url: '/1300.jpg', width: 1300, height: 866 },
    ],
  };
  it('picks 300 on small/medium, 800 on large, falls back to the main url', () => {
    expect(breakpointOf(575)).toBe('small');
    expect(breakpointOf(576)).toBe('medium');
    expect(breakpointOf(1024)).toBe('medium');
    expect(breakpointOf(1025)).toBe('large');
    expect(isMobile(1024)).toBe(true);
    expect(gridThumbnailSize(400)).toBe(300);
    expect(gridThumbnailSize(1400)).toBe(800);
    expect(thumbnailFor(photo, 300).url).toBe('/300.jpg');
    expect(thumbnailFor(photo, 800).url).toBe('/main.jpg');
    expect(aspectOf(photo)).toBe(1.5);
  });
  it('offers every thumbnail of a known width to srcset, smallest first, and nothing when none has one', () => {
    const unordered = {
      url: '/main.jpg',
      thumbnails: [photo.thumbnails[1], { id: 800, url: '/800.jpg', width: 0, height: 0 }, photo.thumbnails[0]],
    };
    expect(thumbnailSrcset(unordered)).toBe('/300.jpg 300w, /1300.jpg 1300w');
    expect(unordered.thumbnails.map((t) => t.id)).toEqual([1300, 800, 300]);
    expect(thumbnailSrcset({ url: '/main.jpg', thumbnails: [] })).toBeUndefined();
  });
});

describe('dates and validation (spec §2, §5)', () => {
  it('treats 1 January 1970 as unknown and formats taken-on with seconds, no zone shift', () => {
    expect(isKnownDateTaken('1970-01-01T00:00:00.000')).toBe(false);
    expect(isKnownDateTaken(undefined)).toBe(false);
    expect(isKnownDateTaken('2021-07-04T13:05:09.000')).toBe(true);
    expect(formatTakenOn('en-GB', '2021-07-04T13:05:09.000')).toBe('04 Jul 2021, 13:05:09');
  });
  it('labels album creation today / yesterday / date', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(createdLabel('2025-03-10T01:00:00Z', now)).toBe('today');
    expect(createdLabel('2025-03-09T23:00:00Z', now)).toBe('yesterday');
    expect(createdLabel('2025-01-01T00:00:00Z', now)).toBe('date');
  });
  it('validates album names, the typed confirm word and uploadUrl', () => {
    expect(albumNameProblem('')).toBe('required');
    expect(albumNameProblem(' x')).toBe('invalid');
    expect(albumNameProblem('a<b')).toBe('invalid');
    expect(albumNameProblem('Holiday 2024')).toBeNull();
    expect(deleteAllConfirmed('DELETE', 'DELETE')).toBe(true);
    expect(deleteAllConfirmed('delete', 'DELETE')).toBe(false);
    expect(validUploadUrl('https://app.example/upload')).toBe('https://app.example/upload');
    expect(validUploadUrl('javascript:alert(1)')).toBeNull();
    expect(validUploadUrl('not a url')).toBeNull();
  });
});

describe('timeline months', () => {
  it('flattens counts and orders months with the unknown group last', () => {
    const timeline = { '2023': { '1': 2, '12': 1, '3': 0 }, '2024': { '5': 3 }, '0': { '0': 4 } };
    expect(orderedMonths(timeline, 'desc').map((m) => `${m.year}/${m.month}`)).toEqual(['2024/5', '2023/12', '2023/1', '0/0']);
    expect(orderedMonths(timeline, 'asc').map((m) => `${m.year}/${m.month}`)).toEqual(['2023/1', '2023/12', '2024/5', '0/0']);
  });
});

describe('fast scrolling of the grid', () => {
  it('is more than two viewports a second, either way', () => {
    // A 900 px window: 1,800 px a second is the line.
    expect(isFastScroll(225, 50, 900)).toBe(true);
    expect(isFastScroll(-225, 50, 900)).toBe(true);
    expect(isFastScroll(90, 50, 900)).toBe(false);
    expect(isFastScroll(90, 0, 900)).toBe(false);
  });
});
