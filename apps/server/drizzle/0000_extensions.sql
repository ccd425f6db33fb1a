-- Trigram indexes back the case-insensitive text searches (ILIKE) of items and profiles.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
