-- Camera facts read from EXIF at ingest for the preview's info panel (make, model, lens, exposure,
-- GPS position); NULL for photos without EXIF or ingested before this column.
ALTER TABLE photos ADD COLUMN exif jsonb;
