-- Recently deleted: a deleted photo stays in the trash for TRASH_RETENTION_DAYS (src/domain/constants.ts),
-- out of every listing and count, with its album memberships kept aside so a restore puts it back.

ALTER TABLE photos DROP CONSTRAINT photos_status_check;
ALTER TABLE photos ADD CONSTRAINT photos_status_check CHECK (status IN ('pending', 'active', 'trashed'));
ALTER TABLE photos ADD COLUMN trashed_at timestamptz(3);
ALTER TABLE photos ADD CONSTRAINT photos_trashed_at_check CHECK ((status = 'trashed') = (trashed_at IS NOT NULL));
-- The trash page (newest deleted first) and the purge of expired photos.
CREATE INDEX photos_trashed ON photos (account_id, trashed_at, id) WHERE status = 'trashed';
CREATE INDEX photos_trash_expiry ON photos (trashed_at) WHERE status = 'trashed';

-- Album memberships of trashed photos, as they were in album_photos (added_at keeps the 'date added' order).
CREATE TABLE trashed_album_photos (
  album_id uuid NOT NULL REFERENCES albums(id) ON DELETE CASCADE,
  photo_id uuid NOT NULL REFERENCES photos(id) ON DELETE CASCADE,
  added_at timestamptz(3) NOT NULL,
  photo_date_taken timestamp(3),
  PRIMARY KEY (album_id, photo_id)
);
CREATE INDEX trashed_album_photos_photo ON trashed_album_photos (photo_id);
