-- Photo library: photos, per-month counts, albums, shares, temporary selections.

CREATE TABLE photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  upload_id text NOT NULL DEFAULT '',
  local_file_name text NOT NULL,
  content_hash text NOT NULL,
  mime text NOT NULL,
  byte_size bigint NOT NULL DEFAULT 0,
  width integer NOT NULL,
  height integer NOT NULL,
  visible_width integer,
  visible_height integer,
  -- The camera's wall-clock time (EXIF carries no zone); NULL = unknown (1970-01-01 is stored as NULL).
  date_taken timestamp(3),
  -- year * 100 + month of date_taken, 0 for the 'Unknown Date' group.
  taken_month integer NOT NULL GENERATED ALWAYS AS (
    COALESCE((EXTRACT(YEAR FROM date_taken) * 100 + EXTRACT(MONTH FROM date_taken))::integer, 0)
  ) STORED,
  upload_end timestamptz(3),
  created timestamptz(3) NOT NULL DEFAULT now(),
  -- pending: uploaded, not confirmed by the user yet (invisible); active: in the library.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active')),
  blob_key text NOT NULL,
  -- Thumbnails made so far: [{"id": 300, "width": …, "height": …, "key": "…"}].
  thumbnails jsonb NOT NULL DEFAULT '[]'::jsonb
);
-- Keyset paging; every list reads active photos only.
CREATE INDEX photos_by_created ON photos (account_id, created, id) WHERE status = 'active';
CREATE INDEX photos_by_taken ON photos (account_id, date_taken, id) WHERE status = 'active' AND date_taken IS NOT NULL;
CREATE INDEX photos_by_month ON photos (account_id, taken_month, created, id) WHERE status = 'active';
CREATE INDEX photos_pending ON photos (created) WHERE status = 'pending';

-- Active photos per account and month (taken_month 0 = unknown date), kept in the same transaction
-- as every insert, activation and delete: counting with GROUP BY over a large table is too slow.
CREATE TABLE photo_month_counts (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  taken_month integer NOT NULL,
  photos_count integer NOT NULL CHECK (photos_count >= 0),
  PRIMARY KEY (account_id, taken_month)
);

CREATE TABLE photo_totals (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  photos_count integer NOT NULL CHECK (photos_count >= 0)
);

CREATE TABLE albums (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  photos_count integer NOT NULL DEFAULT 0 CHECK (photos_count >= 0),
  cover_photo_id uuid REFERENCES photos(id) ON DELETE SET NULL,
  is_shared boolean NOT NULL DEFAULT false,
  created timestamptz(3) NOT NULL DEFAULT now(),
  updated timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX albums_by_owner ON albums (owner_id, created, id);

-- The photo's date taken is copied in so an album page is one index range.
CREATE TABLE album_photos (
  album_id uuid NOT NULL REFERENCES albums(id) ON DELETE CASCADE,
  photo_id uuid NOT NULL REFERENCES photos(id) ON DELETE CASCADE,
  -- sortKey 'created' of an album page is the moment the photo was added ('date added').
  added_at timestamptz(3) NOT NULL DEFAULT now(),
  photo_date_taken timestamp(3),
  PRIMARY KEY (album_id, photo_id)
);
CREATE INDEX album_photos_by_taken ON album_photos (album_id, photo_date_taken, photo_id);
CREATE INDEX album_photos_by_added ON album_photos (album_id, added_at, photo_id);
CREATE INDEX album_photos_photo ON album_photos (photo_id);

-- Participants of shared albums (read only for everyone, spec §2).
CREATE TABLE album_shares (
  album_id uuid NOT NULL REFERENCES albums(id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (album_id, account_id)
);
CREATE INDEX album_shares_by_participant ON album_shares (account_id, created, album_id);

-- Temporary selections handed to the prints editor (spec §2 Order prints).
CREATE TABLE temp_selections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  photo_ids uuid[] NOT NULL,
  created timestamptz(3) NOT NULL DEFAULT now(),
  expires_at timestamptz(3) NOT NULL
);
CREATE INDEX temp_selections_account ON temp_selections (account_id);
CREATE INDEX temp_selections_expiry ON temp_selections (expires_at);
