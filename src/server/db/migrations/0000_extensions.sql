-- Trigram indexes back the admin search by name or e-mail and the library search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
