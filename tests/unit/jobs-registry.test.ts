import { describe, it, expect } from 'vitest';
import { registeredJobTypes } from '@/server/jobs/worker';
import '@/server/jobs/handlers';

describe('job handlers registered by convention', () => {
  it('runs every job a module exports as jobHandlers, each type once', () => {
    const types = registeredJobTypes();
    expect([...types].sort()).toEqual(
      [
        'account.purge',
        'blobs.delete',
        'blobs.orphans',
        'customer.ftp-callback',
        'downloads.archive',
        'data-export.build',
        'data-exports.cleanup',
        'downloads.cleanup',
        'jobs.prune',
        'photo.thumbnails',
        'photos.import',
        'photos.trash-purge',
        'uploads.cleanup',
      ].sort(),
    );
  });
});
