import { describe, expect, it } from 'vitest';
import { unconfirmedCount, uploadsRunning, type QueuedFile } from '@/domain/photos-ui/upload-queue';
import { carriesFiles, dropsAccepted, uploadSummary } from '@/domain/photos-ui/upload-indicator';

const file = (state: QueuedFile['state'], size = 100, sent = 0, duplicate?: boolean): QueuedFile => ({ state, size, sent, duplicate });

describe('upload queue rules', () => {
  it('runs while a file is sent or waits its turn; picked files alone do not run', () => {
    expect(uploadsRunning([file('queued'), file('done')])).toBe(false);
    expect(uploadsRunning([file('waiting')])).toBe(true);
    expect(uploadsRunning([file('uploading'), file('failed')])).toBe(true);
  });

  it('counts the uploaded photos that still need confirming (duplicates are in the library already)', () => {
    expect(unconfirmedCount([file('done'), file('done', 100, 100, true), file('failed'), file('uploading')])).toBe(1);
  });

  it('has nothing to show until a file is sent off', () => {
    expect(uploadSummary([])).toBeNull();
    expect(uploadSummary([file('queued'), file('queued')])).toBeNull();
  });

  it('says which file of the files sent off is on its way, and the bytes of those that carry any', () => {
    const summary = uploadSummary([
      file('done', 100),
      file('refused', 50),
      file('uploading', 200, 50),
      file('waiting', 100),
      file('queued', 999),
    ]);
    expect(summary).toEqual({ running: true, current: 3, total: 4, sentBytes: 150, totalBytes: 400, ready: 1, problems: 1 });
  });

  it('when all are through, counts what is ready to add and what failed', () => {
    const summary = uploadSummary([file('done'), file('done', 100, 100, true), file('failed')]);
    expect(summary).toMatchObject({ running: false, current: 3, total: 3, ready: 2, problems: 1 });
  });

  it('takes drops where Add photos is offered, on screens that are not mobile, never in a shared album', () => {
    expect(dropsAccepted('photos', true, false)).toBe(true);
    expect(dropsAccepted('album', true, false)).toBe(true);
    expect(dropsAccepted('shared', true, false)).toBe(false);
    expect(dropsAccepted('photos', false, false)).toBe(false);
    expect(dropsAccepted('photos', true, true)).toBe(false);
  });

  it('knows a drag of files from a drag of anything else, or of the page itself', () => {
    expect(carriesFiles(['Files'], false)).toBe(true);
    expect(carriesFiles(['text/plain'], false)).toBe(false);
    expect(carriesFiles(['text/uri-list', 'text/html', 'Files'], true)).toBe(false);
    expect(carriesFiles(undefined, false)).toBe(false);
  });
});
