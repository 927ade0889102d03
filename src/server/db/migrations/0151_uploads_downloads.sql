-- tus uploads of the photo library: who owns an upload id, what became of it.
CREATE TABLE photo_uploads (
  id text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  file_name text NOT NULL DEFAULT '',
  declared_size bigint,
  state text NOT NULL DEFAULT 'receiving' CHECK (state IN ('receiving', 'pending', 'rejected', 'confirmed', 'cancelled')),
  -- The file was in the library already: photo_id is that earlier photo, nothing new was stored.
  duplicate boolean NOT NULL DEFAULT false,
  photo_id uuid REFERENCES photos(id) ON DELETE SET NULL,
  content_type text,
  sha256 text,
  error text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  finished_at timestamptz(3)
);
CREATE INDEX photo_uploads_account ON photo_uploads (account_id, created_at);
CREATE INDEX photo_uploads_open ON photo_uploads (created_at) WHERE state IN ('receiving', 'pending');

-- Content hashes of an account's stored photos: the same file is stored once per account.
CREATE TABLE photo_hashes (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  sha256 text NOT NULL,
  photo_id uuid NOT NULL REFERENCES photos(id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, sha256)
);
CREATE INDEX photo_hashes_photo ON photo_hashes (photo_id);

-- Zip archives of photos (Downloads API).
CREATE TABLE photo_downloads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL,
  photos jsonb NOT NULL,
  album_id text,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ready', 'failed')),
  blob_key text,
  size bigint,
  error text,
  created_at timestamptz(3) NOT NULL DEFAULT now(),
  ready_at timestamptz(3),
  expires_at timestamptz(3) NOT NULL
);
CREATE INDEX photo_downloads_account ON photo_downloads (account_id, created_at DESC);
CREATE INDEX photo_downloads_expiry ON photo_downloads (expires_at);

-- Uploads made earlier in the product editor, imported into the library on activation (spec §4).
CREATE TABLE editor_uploads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid REFERENCES accounts(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  blob_key text NOT NULL,
  size bigint NOT NULL,
  width integer,
  height integer,
  imported_photo_id uuid REFERENCES photos(id) ON DELETE SET NULL,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX editor_uploads_account ON editor_uploads (account_id, created_at);

-- Photo library activation status per account (ACTIVE / NOT_ACTIVE / IMPORTING / DELETING).
CREATE TABLE photo_activation (
  account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING')),
  job_id bigint,
  updated_at timestamptz(3) NOT NULL DEFAULT now()
);
